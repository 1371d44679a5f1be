import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { FallbackImage } from '../../../components/ui/fallback-image.ui';
import { useToast } from '../../../components/ui/toast.context';
import { paths } from '../../../config/paths';
import { errorText } from '../../../lib/api-client';
import { fieldOf } from '../../../lib/form-field';
import { useCreateGalleryImage } from '../api/create-gallery-image.mutation';
import { deleteUpload } from '../api/delete-upload.mutation';
import type { GalleryImage } from '../api/get-gallery.query';
import { useUpdateGalleryImage } from '../api/update-gallery-image.mutation';
import { galleryImageSchema, type GalleryImageValues } from './dashboard.schema';
import { ImageUploadField } from './image-upload-field.ui';

/** Gallery images up to 5MB each. */
const GALLERY_MAX_MB = 5;

export function GalleryImageDialog({ image, onClose }: { image: GalleryImage | null; onClose: () => void }) {
  const fullScreen = useMediaQuery('(max-width:599.95px)');
  const toast = useToast();
  const create = useCreateGalleryImage();
  const update = useUpdateGalleryImage();
  const [uploading, setUploading] = useState(false);
  // Files uploaded in this dialog and then abandoned are deleted again (the record is saved after the upload).
  const uploadedHere = useRef<string[]>([]);
  const editing = image !== null;
  const pending = create.isPending || update.isPending;
  const { register, handleSubmit, formState, setValue, watch, reset } = useForm<GalleryImageValues>({
    resolver: zodResolver(galleryImageSchema),
    defaultValues: {
      imageUrl: image?.imageUrl ?? '',
      title: image?.title ?? '',
      description: image?.description ?? '',
    },
  });
  const field = fieldOf({ register, formState });
  const imageUrl = watch('imageUrl');
  const errors = formState.errors;

  const discard = (keep?: string) => {
    for (const url of uploadedHere.current) if (url !== keep) deleteUpload(url).catch(() => {});
    uploadedHere.current = [];
  };
  const cancel = () => {
    discard();
    reset();
    onClose();
  };
  const onSubmit = handleSubmit((values) => {
    const options = {
      onSuccess: () => {
        discard(values.imageUrl);
        toast(
          editing
            ? { title: 'Imagen actualizada', description: 'Los cambios ya se ven en tu galería.' }
            : { title: 'Imagen agregada', description: 'Ya aparece en tu galería.' },
        );
        onClose();
      },
      onError: (error: Error) =>
        toast({ title: 'Error', description: errorText(error, 'Error al guardar la imagen'), variant: 'error' }),
    };
    if (editing) update.mutate({ id: image.id, ...values }, options);
    else create.mutate(values, options);
  });

  return (
    <Dialog open onClose={cancel} fullScreen={fullScreen} maxWidth="sm" fullWidth aria-labelledby="gallery-title">
      <DialogTitle id="gallery-title">{editing ? 'Editar Imagen' : 'Agregar Imagen'}</DialogTitle>
      <DialogContent dividers>
        <Box component="form" id="gallery-form" noValidate onSubmit={onSubmit} sx={{ display: 'grid', gap: 2.25 }}>
          <ImageUploadField
            label="Imagen"
            value={imageUrl}
            onChange={(url) => {
              if (url.startsWith('/uploads/')) uploadedHere.current.push(url);
              setValue('imageUrl', url, { shouldValidate: formState.isSubmitted });
            }}
            preview={(src) => (
              <Box
                component={FallbackImage}
                src={src}
                fallback={paths.images.galleryFallback}
                alt="Vista previa"
                sx={{
                  width: '100%',
                  maxWidth: 400,
                  height: 192,
                  objectFit: 'cover',
                  borderRadius: 2,
                  bgcolor: '#F0F7F2',
                }}
              />
            )}
            maxMb={GALLERY_MAX_MB}
            error={errors.imageUrl?.message}
            onUploadingChange={setUploading}
          />
          <TextField label="Título" {...field('title')} />
          <TextField label="Descripción" multiline minRows={2} {...field('description')} />
        </Box>
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 2 }}>
        <Button onClick={cancel}>Cancelar</Button>
        <Button type="submit" form="gallery-form" variant="contained" disabled={pending || uploading}>
          {pending ? 'Guardando...' : editing ? 'Actualizar' : 'Agregar'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
