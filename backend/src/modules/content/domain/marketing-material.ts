import { ValidationError } from '../../../shared/domain/errors.js';
import { blankToNull, keptOrCleared } from './text.js';

export const MATERIAL_KINDS = ['imagen', 'video', 'pdf', 'texto'] as const;
export type MaterialKind = (typeof MATERIAL_KINDS)[number];
export const MAX_MATERIAL_CAPTION = 2000;
export const DEFAULT_MATERIAL_ORDER = 1;

/** File name endings each kind of material accepts (what the upload pipeline stores for it). */
const EXTENSIONS: Record<Exclude<MaterialKind, 'texto'>, RegExp> = {
  imagen: /\.(webp|jpe?g|png|avif)$/i,
  video: /\.(mp4|webm|mov)$/i,
  pdf: /\.pdf$/i,
};

/** An item of the sellers' marketing library: a file to download and share, a caption to copy, or both. */
export interface MarketingMaterial {
  id: number;
  title: string;
  kind: MaterialKind;
  fileUrl: string | null;
  caption: string | null;
  /** The product it promotes (the item stays, ungrouped, if the product is deleted). */
  productId: number | null;
  /** Free campaign label ('Lanzamiento 2026'); groups the item before its product does. */
  campaign: string | null;
  order: number;
  active: boolean;
  createdAt: Date;
  /** The record's version: a stale admin write is refused (docs/decisions/1750-admin-conflicts.md). */
  updatedAt: Date;
}

/** What a seller's library shows: the item and the name of its product. */
export interface MaterialItem extends MarketingMaterial {
  productName: string | null;
}

export type MarketingMaterialDraft = Omit<MarketingMaterial, 'id' | 'createdAt' | 'updatedAt'>;

export interface MarketingMaterialInput {
  title: string;
  kind: MaterialKind;
  fileUrl?: string | null;
  caption?: string | null;
  productId?: number | null;
  campaign?: string | null;
  order?: number;
  active?: boolean;
}

/**
 * A text item needs its caption and holds no file; the other kinds need a file of their kind (an edit without one
 * keeps the stored file). Changing the kind to 'texto' drops the file, which is then released.
 */
export function marketingMaterialDraft(
  input: MarketingMaterialInput,
  existing?: MarketingMaterial,
): MarketingMaterialDraft {
  const caption = blankToNull(input.caption);
  let fileUrl = keptOrCleared(input.fileUrl, existing?.fileUrl);
  if (input.kind === 'texto') {
    if (!caption) throw new ValidationError('Un material de texto necesita el texto para copiar', 'caption');
    fileUrl = null;
  } else {
    if (input.fileUrl === undefined && existing && existing.kind !== input.kind) fileUrl = null;
    if (!fileUrl) throw new ValidationError(`Debes subir el archivo (${FILE_NAMES[input.kind]})`, 'fileUrl');
    if (!EXTENSIONS[input.kind].test(new URL(fileUrl, 'http://local').pathname))
      throw new ValidationError(`El archivo no es ${FILE_NAMES[input.kind]}`, 'fileUrl');
  }
  return {
    title: input.title.trim(),
    kind: input.kind,
    fileUrl,
    caption,
    productId: input.productId ?? null,
    campaign: blankToNull(input.campaign),
    order: input.order ?? DEFAULT_MATERIAL_ORDER,
    active: input.active ?? true,
  };
}

const FILE_NAMES: Record<Exclude<MaterialKind, 'texto'>, string> = {
  imagen: 'una imagen',
  video: 'un video',
  pdf: 'un PDF',
};

/** The group a seller sees the item under: its campaign, else its product, else 'General'. */
export function materialGroup(item: Pick<MaterialItem, 'campaign' | 'productName'>): string {
  return item.campaign ?? item.productName ?? 'General';
}
