import { Box, Typography } from '@mui/material';
import { useState } from 'react';
import { ImageField, ImageInput, useNotify, useResourceContext, useTranslate, type Validator } from 'react-admin';
import { t } from '../i18n/es';
import { IMAGE_MAX_BYTES } from '../lib/constants';
import { checkImageFile } from '../lib/files';

const ACCEPT = { 'image/*': ['.jpeg', '.jpg', '.png', '.webp', '.heic', '.heif'] };

type Value = string | null | undefined | { rawFile?: File; src?: string; title?: string };

/** A stored url shows as react-admin's `{ src }` so the preview works for existing records too. */
function toPreview(value: Value | File) {
  if (!value) return null;
  if (typeof value === 'string') return { src: value, title: '' };
  if (value instanceof File) return { rawFile: value, src: URL.createObjectURL(value), title: value.name };
  return value;
}

export interface ImageUploadInputProps {
  source: string;
  label?: string;
  maxBytes?: number;
  /** Message when no image is chosen (omit for an optional image). */
  requiredMessage?: string;
  /** When the image is only required in some states of the form (e.g. image announcements). */
  requiredWhen?: (values: Record<string, unknown>) => boolean;
  helperText?: string;
}

/**
 * react-admin's ImageInput with a preview and the image checks before anything is sent. The chosen file is
 * uploaded to POST /api/upload when the form is saved (dataProvider beforeSave), then the record keeps the url.
 */
export function ImageUploadInput({
  source,
  label,
  maxBytes = IMAGE_MAX_BYTES,
  requiredMessage,
  requiredWhen,
  helperText,
}: ImageUploadInputProps) {
  const notify = useNotify();
  const translate = useTranslate();
  const resource = useResourceContext();
  const validate: Validator = (value: Value, values: Record<string, unknown>) => {
    const missing = !value || (typeof value === 'object' && !value.src && !value.rawFile);
    if (missing) return !requiredWhen || requiredWhen(values) ? requiredMessage : undefined;
    if (typeof value === 'object' && value.rawFile) return checkImageFile(value.rawFile, maxBytes) ?? undefined;
    return undefined;
  };
  return (
    <Box sx={{ width: '100%', maxWidth: 560 }}>
      <ImageInput
        source={source}
        label={label}
        accept={ACCEPT}
        format={toPreview}
        validate={validate}
        isRequired={!!requiredMessage}
        helperText={helperText ?? translate('mh.upload.hint', { max: Math.round(maxBytes / (1024 * 1024)) })}
        inputProps={{ 'aria-label': label ?? translate(`resources.${resource}.fields.${source}`) }}
        options={{
          onDrop: (accepted: File[], rejected: { file: File }[]) => {
            const problem = rejected.length
              ? t.upload.wrongType
              : accepted[0]
                ? checkImageFile(accepted[0], maxBytes)
                : null;
            if (problem) notify(problem, { type: 'error' });
          },
        }}
        sx={{
          '& .RaFileInput-dropZone': {
            border: '2px dashed',
            borderColor: 'divider',
            bgcolor: 'background.default',
            color: 'text.secondary',
            py: 3,
          },
          '& .previews img': { maxHeight: 180, maxWidth: '100%', borderRadius: 2, objectFit: 'cover' },
        }}
      >
        <ImageField source="src" title="title" />
      </ImageInput>
    </Box>
  );
}

/** Thumbnail of a stored image in lists; a neutral box when there is none. */
export function Thumbnail({ src, alt, size = 56 }: { src?: string | null; alt: string; size?: number }) {
  const translate = useTranslate();
  // A file that no longer loads shows the same 'Sin imagen' tile as a missing one, not the browser's broken icon.
  const [failed, setFailed] = useState<string | null>(null);
  if (!src || failed === src) {
    return (
      <Box
        sx={{
          width: size,
          height: size,
          borderRadius: 2,
          bgcolor: 'action.hover',
          display: 'grid',
          placeItems: 'center',
        }}
      >
        <Typography variant="caption" color="text.secondary" sx={{ fontSize: 10, textAlign: 'center' }}>
          {translate('mh.common.noImage')}
        </Typography>
      </Box>
    );
  }
  return (
    <Box
      component="img"
      src={src}
      alt={alt}
      loading="lazy"
      onError={() => setFailed(src)}
      sx={{ width: size, height: size, borderRadius: 2, objectFit: 'cover', display: 'block', bgcolor: 'action.hover' }}
    />
  );
}
