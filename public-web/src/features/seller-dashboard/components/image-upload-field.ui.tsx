import CloudUpload from '@mui/icons-material/CloudUpload';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useToast } from '../../../components/ui/toast.context';
import { errorText } from '../../../lib/api-client';
import { imageFileProblem, uploadImage } from '../../../lib/upload';

interface ImageUploadFieldProps {
  label: string;
  value: string;
  onChange: (url: string) => void;
  /** Preview of the current value (avatar, card image). */
  preview: (src: string) => ReactNode;
  maxMb: number;
  error?: string;
  onUploadingChange?: (uploading: boolean) => void;
  onDelete?: () => void;
  deleteLabel?: string;
}

/** An image given as a URL or uploaded from the device, with progress; the file input is disabled while uploading. */
export function ImageUploadField({
  label,
  value,
  onChange,
  preview,
  maxMb,
  error,
  onUploadingChange,
  onDelete,
  deleteLabel = 'Eliminar imagen',
}: ImageUploadFieldProps) {
  const toast = useToast();
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [localPreview, setLocalPreview] = useState<string | null>(null);
  const uploading = progress !== null;

  useEffect(
    () => () => {
      if (localPreview) URL.revokeObjectURL(localPreview);
    },
    [localPreview],
  );

  const pick = async (file: File | undefined) => {
    if (!file) return;
    const problem = imageFileProblem(file, maxMb);
    if (problem) {
      toast({ title: 'Error al subir imagen', description: problem, variant: 'error' });
      return;
    }
    setLocalPreview(URL.createObjectURL(file));
    setProgress(0);
    onUploadingChange?.(true);
    try {
      const uploaded = await uploadImage(file, setProgress);
      if (!uploaded.url) {
        toast({ title: 'Error al subir imagen', description: 'No se recibió la URL de la imagen', variant: 'error' });
        return;
      }
      onChange(uploaded.url);
      toast({ title: 'Imagen procesada', description: 'La imagen se ha optimizado y subido exitosamente' });
    } catch (uploadError) {
      toast({
        title: 'Error al subir imagen',
        description: errorText(uploadError, 'Hubo un problema al procesar la imagen. Inténtalo de nuevo.'),
        variant: 'error',
      });
    } finally {
      setProgress(null);
      setLocalPreview(null);
      onUploadingChange?.(false);
      if (inputRef.current) inputRef.current.value = '';
    }
  };

  const shown = localPreview ?? value;
  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      <Typography sx={{ fontWeight: 600 }}>{label}</Typography>
      {shown ? preview(shown) : null}
      <TextField
        label="URL de la imagen"
        placeholder="https://… o sube una foto"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        disabled={uploading}
        error={Boolean(error)}
        helperText={error ?? `JPEG, PNG, WebP o HEIC, máximo ${maxMb}MB.`}
      />
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <Button component="label" htmlFor={inputId} variant="outlined" startIcon={<CloudUpload />} disabled={uploading}>
          {uploading ? 'Subiendo...' : 'Subir desde mi dispositivo'}
          <input
            ref={inputRef}
            id={inputId}
            type="file"
            accept="image/jpeg,image/png,image/webp,image/heic,image/heif"
            hidden
            disabled={uploading}
            data-testid="image-file-input"
            onChange={(event) => pick(event.target.files?.[0])}
          />
        </Button>
        {value && onDelete && (
          <Button color="error" variant="text" startIcon={<DeleteOutline />} onClick={onDelete} disabled={uploading}>
            {deleteLabel}
          </Button>
        )}
      </Box>
      {uploading && (
        <Box role="status" aria-live="polite">
          <LinearProgress variant="determinate" value={progress} aria-label="Progreso de la subida" />
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
            Subiendo imagen… {progress}%
          </Typography>
        </Box>
      )}
    </Box>
  );
}
