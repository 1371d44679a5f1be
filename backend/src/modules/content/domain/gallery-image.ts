/** A photo in a seller's own gallery ('Mi Galería'); only active ones are public. */
export interface GalleryImage {
  id: number;
  userId: number;
  imageUrl: string;
  title: string;
  description: string;
  isActive: boolean;
  createdAt: Date;
  updatedAt: Date;
}

export type GalleryImageDraft = Pick<GalleryImage, 'imageUrl' | 'title' | 'description' | 'isActive'>;

export interface GalleryImageInput {
  imageUrl: string;
  title?: string | null;
  description?: string | null;
  isActive?: boolean;
}

/** The dashboard form sends image, title and description; `isActive` omitted keeps its value (new images are active). */
export function galleryImageDraft(input: GalleryImageInput, existing?: GalleryImage): GalleryImageDraft {
  return {
    imageUrl: input.imageUrl.trim(),
    title: input.title?.trim() ?? '',
    description: input.description?.trim() ?? '',
    isActive: input.isActive ?? existing?.isActive ?? true,
  };
}
