import ContentCopy from '@mui/icons-material/ContentCopy';
import Download from '@mui/icons-material/Download';
import PictureAsPdf from '@mui/icons-material/PictureAsPdf';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { WhatsappIcon } from '../../../components/ui/icons.ui';
import { useToast } from '../../../components/ui/toast.context';
import { formatWhatsapp } from '@multyhealth/rules';
import { absoluteUrl, paths } from '../../../config/paths';
import { useMaterial, type MaterialItem } from '../api/get-material.query';
import { downloadName, groupMaterial, shareMessage, whatsappShareLink, type Sharer } from '../material.rules';
import { sharedLink } from './page-qr.card';
import { LoadError } from './load-error.ui';

const KIND_LABEL = { imagen: 'Imagen', video: 'Video', pdf: 'PDF', texto: 'Texto' } as const;

/** The marketing library the company prepares: files to download and share, captions to copy. */
export default function MaterialTab({ seller }: { seller: { name: string; whatsapp: string; slug: string } }) {
  const { data, isLoading, isError, refetch, isFetching } = useMaterial();
  const items = data ?? [];
  const sharer: Sharer = {
    name: seller.name,
    whatsapp: formatWhatsapp(seller.whatsapp),
    pageLink: sharedLink(absoluteUrl(paths.distributor(seller.slug)), 'whatsapp'),
  };
  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <Box>
        <Typography variant="h2" sx={{ fontSize: '1.25rem' }}>
          Material para compartir
        </Typography>
        <Typography color="text.secondary">
          Imágenes, videos, PDF y textos listos para tus redes y tus chats.
        </Typography>
      </Box>
      {isLoading ? (
        <Skeleton variant="rounded" height={240} />
      ) : isError && !data ? (
        <LoadError text="No pudimos cargar el material." retry={() => refetch()} retrying={isFetching} />
      ) : items.length === 0 ? (
        <Box sx={{ p: 3, borderRadius: 3, border: '2px dashed #CFE3D5', textAlign: 'center' }}>
          <Typography sx={{ fontWeight: 600 }}>Aún no hay material disponible</Typography>
          <Typography color="text.secondary">
            Pronto encontrarás aquí imágenes, videos y textos para compartir.
          </Typography>
        </Box>
      ) : (
        groupMaterial(items).map(({ group, items: groupItems }) => (
          <Box component="section" key={group} aria-label={group} sx={{ display: 'grid', gap: 1.5 }}>
            <Typography variant="h3" sx={{ fontSize: '1.0625rem', fontWeight: 800 }}>
              {group}
            </Typography>
            <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { sm: '1fr 1fr', lg: '1fr 1fr 1fr' } }}>
              {groupItems.map((item) => (
                <MaterialCard key={item.id} item={item} sharer={sharer} />
              ))}
            </Box>
          </Box>
        ))
      )}
    </Box>
  );
}

function MaterialCard({ item, sharer }: { item: MaterialItem; sharer: Sharer }) {
  const toast = useToast();
  const fileLink = item.fileUrl ? absoluteUrl(item.fileUrl) : null;
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(item.caption ?? '');
      toast({ title: 'Texto copiado', description: 'Pégalo en tu publicación o chat.' });
    } catch {
      toast({ title: 'No se pudo copiar', description: 'Selecciona el texto y cópialo a mano.', variant: 'info' });
    }
  };
  return (
    <Card variant="outlined" data-testid="material-item" sx={{ display: 'flex', flexDirection: 'column' }}>
      <Preview item={item} />
      <CardContent sx={{ display: 'grid', gap: 1.25, flex: 1, alignContent: 'start' }}>
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', justifyContent: 'space-between' }}>
          <Typography sx={{ fontWeight: 700, minWidth: 0 }}>{item.title}</Typography>
          <Chip size="small" label={KIND_LABEL[item.kind]} sx={{ flex: 'none' }} />
        </Box>
        {item.caption && (
          <Typography
            data-testid="material-caption"
            sx={{
              whiteSpace: 'pre-line',
              bgcolor: '#F0F7F2',
              borderRadius: 2,
              p: 1.5,
              maxHeight: '10.5em',
              overflowY: 'auto',
            }}
          >
            {item.caption}
          </Typography>
        )}
      </CardContent>
      <Box sx={{ display: 'grid', gap: 1, p: 2, pt: 0 }}>
        <Button
          variant="contained"
          href={whatsappShareLink(shareMessage(item, fileLink, sharer))}
          target="_blank"
          rel="noopener"
          startIcon={<WhatsappIcon width={20} height={20} />}
          sx={{ bgcolor: '#25D366', color: '#0B3D1F', '&:hover': { bgcolor: '#1EBE5A' } }}
        >
          Compartir por WhatsApp
        </Button>
        <Box
          sx={{
            display: 'flex',
            gap: 1,
            flexWrap: 'wrap',
            '& .MuiButton-root': { flex: '1 1 auto', whiteSpace: 'nowrap' },
          }}
        >
          {item.caption && (
            <Button variant="outlined" startIcon={<ContentCopy />} onClick={() => void copy()}>
              Copiar texto
            </Button>
          )}
          {item.fileUrl && (
            <Button
              variant="outlined"
              startIcon={<Download />}
              href={item.fileUrl}
              download={downloadName(item.title, item.fileUrl)}
            >
              Descargar
            </Button>
          )}
        </Box>
      </Box>
    </Card>
  );
}

function Preview({ item }: { item: MaterialItem }) {
  const frame = { width: '100%', height: 200, bgcolor: '#F0F7F2', display: 'block' } as const;
  if (item.kind === 'imagen' && item.fileUrl)
    return (
      <Box component="img" src={item.fileUrl} alt={item.title} loading="lazy" sx={{ ...frame, objectFit: 'contain' }} />
    );
  if (item.kind === 'video' && item.fileUrl)
    return (
      <Box
        component="video"
        src={item.fileUrl}
        controls
        preload="metadata"
        playsInline
        aria-label={item.title}
        sx={{ ...frame, bgcolor: '#000' }}
      />
    );
  if (item.kind === 'pdf')
    return (
      <Box sx={{ ...frame, display: 'grid', placeItems: 'center', color: '#B91C1C' }} aria-hidden="true">
        <PictureAsPdf sx={{ fontSize: 72 }} />
      </Box>
    );
  return null;
}
