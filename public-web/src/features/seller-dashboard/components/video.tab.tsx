import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useToast } from '../../../components/ui/toast.context';
import { errorText } from '../../../lib/api-client';
import { isYoutubeHost, youtubeEmbedUrl } from '@multyhealth/rules';
import type { SellerDashboard } from '../api/get-dashboard.query';
import { useUpdateVideo } from '../api/update-video.mutation';

/** The seller's presentation video: a YouTube link with a live preview; only a link with a video id can be saved. */
export function VideoTab({ data }: { data: SellerDashboard }) {
  const toast = useToast();
  const update = useUpdateVideo();
  const [url, setUrl] = useState(data.sellerProfileVideoUrl ?? '');
  const trimmed = url.trim();
  const notYoutube = trimmed !== '' && !isYoutubeHost(trimmed);
  const embed = youtubeEmbedUrl(trimmed);

  const save = (value: string) =>
    update.mutate(value, {
      onSuccess: () =>
        toast(
          value
            ? { title: 'Video actualizado', description: 'Tu video de presentación ya está en tu página.' }
            : { title: 'Video eliminado', description: 'Tu página ya no muestra un video.' },
        ),
      onError: (error) =>
        toast({ title: 'Error', description: errorText(error, 'Error al actualizar video'), variant: 'error' }),
    });

  return (
    <Box sx={{ display: 'grid', gap: 2.5, maxWidth: 760 }}>
      <Box>
        <Typography variant="h2" sx={{ fontSize: '1.25rem' }}>
          Video de presentación
        </Typography>
        <Typography color="text.secondary">
          Aparece en la sección “Perfil del Vendedor” de tu página. Pega el enlace de tu video de YouTube.
        </Typography>
      </Box>
      <Box
        component="form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (embed) save(trimmed);
        }}
        sx={{ display: 'grid', gap: 2 }}
      >
        <TextField
          label="URL de YouTube"
          placeholder="https://www.youtube.com/watch?v=…"
          type="url"
          inputMode="url"
          value={url}
          onChange={(event) => setUrl(event.target.value)}
        />
        {notYoutube && <Alert severity="warning">Por favor ingresa una URL válida de YouTube</Alert>}
        {trimmed && !notYoutube && (
          <Box
            sx={{
              position: 'relative',
              width: '100%',
              aspectRatio: '16 / 9',
              borderRadius: 3,
              overflow: 'hidden',
              bgcolor: '#0b1f14',
            }}
          >
            {embed ? (
              <Box
                component="iframe"
                src={embed}
                title="Vista previa del video"
                allow="encrypted-media; picture-in-picture; fullscreen"
                allowFullScreen
                sx={{ position: 'absolute', inset: 0, width: '100%', height: '100%', border: 0 }}
              />
            ) : (
              <Typography
                sx={{
                  position: 'absolute',
                  inset: 0,
                  display: 'grid',
                  placeItems: 'center',
                  color: '#fff',
                  fontWeight: 600,
                }}
              >
                URL de video no válida
              </Typography>
            )}
          </Box>
        )}
        <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap' }}>
          <Button type="submit" variant="contained" disabled={!embed || update.isPending}>
            {update.isPending ? 'Guardando...' : 'Guardar Video'}
          </Button>
          <Button
            variant="outlined"
            color="error"
            disabled={update.isPending || (!trimmed && !data.sellerProfileVideoUrl)}
            onClick={() => {
              setUrl('');
              save('');
            }}
          >
            Eliminar Video
          </Button>
        </Box>
      </Box>
    </Box>
  );
}
