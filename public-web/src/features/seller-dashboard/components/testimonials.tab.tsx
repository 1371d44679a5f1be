import Add from '@mui/icons-material/Add';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Rating from '@mui/material/Rating';
import Skeleton from '@mui/material/Skeleton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useDeleteTestimonial } from '../api/delete-testimonial.mutation';
import { useSellerTestimonials, type SellerTestimonial } from '../api/get-seller-testimonials.query';
import { ConfirmDeleteDialog } from './confirm-delete.dialog';
import { LoadError } from './load-error.ui';
import { TestimonialDialog } from './testimonial.dialog';
import { youtubeId } from '@multyhealth/rules';

export function TestimonialsTab() {
  const { data, isLoading, isError, refetch, isFetching } = useSellerTestimonials();
  const remove = useDeleteTestimonial();
  // undefined: closed; null: creating; an item: editing.
  const [editing, setEditing] = useState<SellerTestimonial | null | undefined>(undefined);
  const [deleting, setDeleting] = useState<SellerTestimonial | null>(null);
  const list = data ?? [];

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
        <Box>
          <Typography variant="h2" sx={{ fontSize: '1.25rem' }}>
            Mis testimonios
          </Typography>
          <Typography color="text.secondary">Opiniones de tus clientes que aparecen en tu página.</Typography>
        </Box>
        <Button variant="contained" startIcon={<Add />} onClick={() => setEditing(null)}>
          Nuevo Testimonio
        </Button>
      </Box>
      {isLoading ? (
        <Skeleton variant="rounded" height={160} />
      ) : isError && !data ? (
        <LoadError text="No pudimos cargar tus testimonios." retry={() => refetch()} retrying={isFetching} />
      ) : list.length === 0 ? (
        <Box sx={{ p: 3, borderRadius: 3, border: '2px dashed #CFE3D5', textAlign: 'center' }}>
          <Typography sx={{ fontWeight: 600 }}>No tienes testimonios personalizados aún.</Typography>
          <Typography color="text.secondary">
            Mientras tanto, en tu página se mostrarán los testimonios globales de Multyhealth.
          </Typography>
        </Box>
      ) : (
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { md: '1fr 1fr' } }}>
          {list.map((t) => (
            <Card key={t.id} variant="outlined">
              <CardContent sx={{ display: 'grid', gap: 1 }}>
                <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1 }}>
                  <Box>
                    <Typography sx={{ fontWeight: 700 }}>{t.name}</Typography>
                    <Typography color="text.secondary">{t.city}</Typography>
                  </Box>
                  <Box sx={{ display: 'flex', flex: 'none' }}>
                    <Tooltip title="Editar">
                      <IconButton aria-label={`Editar testimonio de ${t.name}`} onClick={() => setEditing(t)}>
                        <EditOutlined />
                      </IconButton>
                    </Tooltip>
                    <Tooltip title="Eliminar">
                      <IconButton
                        aria-label={`Eliminar testimonio de ${t.name}`}
                        color="error"
                        onClick={() => setDeleting(t)}
                      >
                        <DeleteOutline />
                      </IconButton>
                    </Tooltip>
                  </Box>
                </Box>
                <Rating value={t.rating} readOnly size="small" aria-label={`${t.rating} de 5 estrellas`} />
                <Typography>“{t.message}”</Typography>
                {youtubeId(t.videoUrl) && (
                  <Link
                    href={t.videoUrl!}
                    target="_blank"
                    rel="noopener noreferrer"
                    sx={{ fontWeight: 600, minHeight: 44, display: 'inline-flex', alignItems: 'center' }}
                  >
                    Ver video →
                  </Link>
                )}
              </CardContent>
            </Card>
          ))}
        </Box>
      )}
      {editing !== undefined && (
        <TestimonialDialog key={editing?.id ?? 'new'} testimonial={editing} onClose={() => setEditing(undefined)} />
      )}
      <ConfirmDeleteDialog
        item={deleting}
        remove={remove}
        title="¿Eliminar testimonio?"
        text={(t) => `El testimonio de ${t.name} dejará de mostrarse en tu página.`}
        done={{ title: 'Testimonio eliminado', description: 'Ya no aparece en tu página.' }}
        errorFallback="Error al eliminar testimonio"
        onClose={() => setDeleting(null)}
      />
    </Box>
  );
}
