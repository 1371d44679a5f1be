import { announcementDraft, type Announcement } from './announcement.js';

const stored: Announcement = {
  id: 1,
  title: 'T',
  description: 'D',
  image: '/uploads/a.webp',
  videoUrl: null,
  order: 2,
  active: true,
  targetType: 'city',
  targetCity: 'Cali',
  targetCountry: null,
  createdAt: new Date(),
  updatedAt: new Date(),
};

describe('announcementDraft', () => {
  it('defaults to an image slide for everyone, order 1, active', () => {
    expect(announcementDraft({ title: ' T ', description: 'D', image: '/uploads/a.webp' })).toEqual({
      title: 'T',
      description: 'D',
      image: '/uploads/a.webp',
      videoUrl: null,
      order: 1,
      active: true,
      targetType: 'all',
      targetCity: null,
      targetCountry: null,
    });
  });

  it('infers a video slide from a video URL without image', () => {
    expect(announcementDraft({ title: 'T', description: 'D', videoUrl: '/uploads/v.mp4' })).toMatchObject({
      image: null,
      videoUrl: '/uploads/v.mp4',
    });
  });

  it('keeps the stored image on an edit that sends none, and drops it when switching to video', () => {
    expect(
      announcementDraft({ title: 'T', description: 'D', targetType: 'city', targetCity: 'Cali' }, stored).image,
    ).toBe('/uploads/a.webp');
    expect(
      announcementDraft({ title: 'T', description: 'D', mediaType: 'video', videoUrl: 'https://x.co/v.mp4' }, stored),
    ).toMatchObject({ image: null, videoUrl: 'https://x.co/v.mp4' });
  });

  it('refuses an image slide whose image was cleared, and a video slide without video', () => {
    expect(() => announcementDraft({ title: 'T', description: 'D', image: '' }, stored)).toThrow(
      'Debes seleccionar una imagen para el anuncio',
    );
    expect(() => announcementDraft({ title: 'T', description: 'D', mediaType: 'video' }, stored)).toThrow(
      'Debes subir un archivo de video o ingresar una URL',
    );
  });

  it('keeps only the target the type names', () => {
    const draft = announcementDraft({
      title: 'T',
      description: 'D',
      image: '/a.webp',
      targetType: 'country',
      targetCountry: ' Perú ',
      targetCity: 'Cali',
    });
    expect(draft).toMatchObject({ targetType: 'country', targetCountry: 'Perú', targetCity: null });
    expect(() => announcementDraft({ title: 'T', description: 'D', image: '/a.webp', targetType: 'city' })).toThrow(
      'Debes seleccionar la ciudad del anuncio',
    );
  });
});
