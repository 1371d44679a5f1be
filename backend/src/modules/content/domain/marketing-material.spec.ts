import { ValidationError } from '../../../shared/domain/errors.js';
import { marketingMaterialDraft, materialGroup, type MarketingMaterial } from './marketing-material.js';

const stored: MarketingMaterial = {
  id: 1,
  title: 'Foto',
  kind: 'imagen',
  fileUrl: '/uploads/images/a.webp',
  caption: 'Hola',
  productId: null,
  campaign: null,
  order: 1,
  active: true,
  createdAt: new Date(),
  updatedAt: new Date(),
};

describe('marketing material rules', () => {
  it('keeps the stored file when an edit sends none', () => {
    expect(marketingMaterialDraft({ title: 'Foto', kind: 'imagen' }, stored).fileUrl).toBe('/uploads/images/a.webp');
  });

  it('drops the file of an item turned into text', () => {
    expect(marketingMaterialDraft({ title: 'Foto', kind: 'texto', caption: 'Solo texto' }, stored).fileUrl).toBeNull();
  });

  it('does not keep an image as the file of an item turned into a PDF', () => {
    expect(() => marketingMaterialDraft({ title: 'Foto', kind: 'pdf' }, stored)).toThrow(
      new ValidationError('Debes subir el archivo (un PDF)', 'fileUrl'),
    );
  });

  it('matches the file to the kind by its extension, query string aside', () => {
    expect(marketingMaterialDraft({ title: 'V', kind: 'video', fileUrl: '/uploads/videos/a.mp4?x=1' }).fileUrl).toBe(
      '/uploads/videos/a.mp4?x=1',
    );
    expect(() => marketingMaterialDraft({ title: 'V', kind: 'video', fileUrl: '/uploads/pdfs/a.pdf' })).toThrow(
      'El archivo no es un video',
    );
  });

  it('groups by campaign, then product, then General', () => {
    expect(materialGroup({ campaign: 'Navidad', productName: 'Multydrink' })).toBe('Navidad');
    expect(materialGroup({ campaign: null, productName: 'Multydrink' })).toBe('Multydrink');
    expect(materialGroup({ campaign: null, productName: null })).toBe('General');
  });
});
