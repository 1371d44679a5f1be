import { describe, expect, it } from 'vitest';
import { downloadName, groupMaterial, shareMessage, whatsappShareLink } from './material.rules';

const item = (group: string, title: string, caption: string | null = null, fileUrl: string | null = null) => ({
  group,
  title,
  caption,
  fileUrl,
});

describe('the material tab rules', () => {
  it('groups items by their group, in the order of their first item', () => {
    const groups = groupMaterial([item('Multydrink', 'a'), item('Navidad', 'b'), item('Multydrink', 'c')]);
    expect(groups.map((g) => [g.group, g.items.map((i) => i.title)])).toEqual([
      ['Multydrink', ['a', 'c']],
      ['Navidad', ['b']],
    ]);
  });

  it('shares the caption, the file link and who sends it with her tagged page link', () => {
    const sharer = { name: 'Laura Gómez', whatsapp: '+57 300 555 1234', pageLink: 'https://x.co/u/laura?src=whatsapp' };
    const signature = 'Laura Gómez · WhatsApp +57 300 555 1234\nMira mis productos: https://x.co/u/laura?src=whatsapp';
    expect(shareMessage(item('g', 'Foto', 'Energía ⚡'), 'https://x.co/uploads/a.webp', sharer)).toBe(
      `Energía ⚡\n\nhttps://x.co/uploads/a.webp\n\n${signature}`,
    );
    expect(shareMessage(item('g', 'Foto', '  '), null, sharer)).toBe(`Foto\n\n${signature}`);
  });

  it('encodes the whole message in a wa.me link without a number', () => {
    expect(whatsappShareLink('Hola & adiós\n¿sí?')).toBe(
      'https://wa.me/?text=Hola%20%26%20adi%C3%B3s%0A%C2%BFs%C3%AD%3F',
    );
  });

  it('names a download after its title with the stored extension', () => {
    expect(downloadName('Catálogo 2026: ¡Nuevo!', '/uploads/pdfs/1f.pdf')).toBe('catalogo-2026-nuevo.pdf');
    expect(downloadName('***', '/uploads/images/a.webp?v=1')).toBe('material.webp');
  });
});
