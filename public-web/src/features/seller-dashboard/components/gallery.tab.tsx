import Add from '@mui/icons-material/Add';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import IconButton from '@mui/material/IconButton';
import Skeleton from '@mui/material/Skeleton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { FallbackImage } from '../../../components/ui/fallback-image.ui';
import { paths } from '../../../config/paths';
import { useDeleteGalleryImage } from '../api/delete-gallery-image.mutation';
import { useGallery, type GalleryImage } from '../api/get-gallery.query';
import { ConfirmDeleteDialog } from './confirm-delete.dialog';
import { GalleryImageDialog } from './gallery-image.dialog';
import { LoadError } from './load-error.ui';

export function GalleryTab() {
  const { data, isLoading, isError, refetch, isFetching } = useGallery();
  const remove = useDeleteGalleryImage();
  const [editing, setEditing] = useState<GalleryImage | null | undefined>(undefined);
  const [deleting, setDeleting] = useState<GalleryImage | null>(null);
  const images = data ?? [];
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
        <Box>
          <Typography variant="h2" sx={{ fontSize: '1.25rem' }}>
            Mi galería
          </Typography>
          {data && (
            <Typography color="text.secondary">
              {images.length === 1 ? '1 imagen en tu galería' : `${images.length} imágenes en tu galería`}
            </Typography>
          )}
        </Box>
        <Button variant="contained" startIcon={<Add />} onClick={() => setEditing(null)}>
          Agregar Imagen
        </Button>
      </Box>
      {isLoading ? (
        <Skeleton variant="rounded" height={200} />
      ) : isError && !data ? (
        <LoadError text="No pudimos cargar tu galería." retry={() => refetch()} retrying={isFetching} />
      ) : images.length === 0 ? (
        <Box sx={{ p: 3, borderRadius: 3, border: '2px dashed #CFE3D5', textAlign: 'center' }}>
          <Typography sx={{ fontWeight: 600 }}>No has agregado imágenes a tu galería</Typography>
          <Typography color="text.secondary">
            Muestra entregas, eventos o a tu equipo: generan confianza en tus clientes.
          </Typography>
        </Box>
      ) : (
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { sm: '1fr 1fr', lg: '1fr 1fr 1fr' } }}>
          {images.map((image) => (
            <Card key={image.id} variant="outlined">
              <Box
                component={FallbackImage}
                src={image.imageUrl}
                fallback={paths.images.galleryFallback}
                alt={image.title || 'Imagen de la galería'}
                sx={{ width: '100%', height: 192, objectFit: 'cover', bgcolor: '#F0F7F2' }}
              />
              <CardContent sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
                <Box sx={{ flex: 1, minWidth: 0 }}>
                  <Typography sx={{ fontWeight: 700 }}>{image.title || 'Sin título'}</Typography>
                  <Typography color="text.secondary">{image.description}</Typography>
                </Box>
                <Tooltip title="Editar">
                  <IconButton
                    aria-label={`Editar imagen ${image.title ?? ''}`.trim()}
                    onClick={() => setEditing(image)}
                  >
                    <EditOutlined />
                  </IconButton>
                </Tooltip>
                <Tooltip title="Eliminar">
                  <IconButton
                    aria-label={`Eliminar imagen ${image.title ?? ''}`.trim()}
                    color="error"
                    onClick={() => setDeleting(image)}
                  >
                    <DeleteOutline />
                  </IconButton>
                </Tooltip>
              </CardContent>
            </Card>
          ))}
        </Box>
      )}
      {editing !== undefined && (
        <GalleryImageDialog key={editing?.id ?? 'new'} image={editing} onClose={() => setEditing(undefined)} />
      )}
      <ConfirmDeleteDialog
        item={deleting}
        remove={remove}
        title="¿Eliminar imagen?"
        text={() => 'La imagen dejará de mostrarse en tu galería.'}
        done={{ title: 'Imagen eliminada', description: 'Ya no aparece en tu galería.' }}
        errorFallback="Error al eliminar la imagen"
        onClose={() => setDeleting(null)}
      />
    </Box>
  );
}
