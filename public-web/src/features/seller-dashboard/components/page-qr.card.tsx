import ContentCopy from '@mui/icons-material/ContentCopy';
import Download from '@mui/icons-material/Download';
import Facebook from '@mui/icons-material/Facebook';
import Instagram from '@mui/icons-material/Instagram';
import WhatsApp from '@mui/icons-material/WhatsApp';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { QRCodeCanvas } from 'qrcode.react';
import { useRef } from 'react';
import { useToast } from '../../../components/ui/toast.context';

/** The page's link tagged with where it is shared, so the summary can tell sources apart. */
export function sharedLink(pageUrl: string, source: 'whatsapp' | 'facebook' | 'instagram' | 'tiktok' | 'qr'): string {
  return `${pageUrl}${pageUrl.includes('?') ? '&' : '?'}src=${source}`;
}

/** A QR code of the seller's page, to share in person (downloadable as PNG), and buttons to share the link. */
export function PageQrCard({ slug, pageUrl }: { slug: string; pageUrl: string }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const toast = useToast();
  const download = () => {
    if (!canvas.current) return;
    const link = document.createElement('a');
    link.href = canvas.current.toDataURL('image/png');
    link.download = `multyhealth-${slug}-qr.png`;
    link.click();
  };
  const copy = async (link: string, title = 'Enlace copiado') => {
    try {
      await navigator.clipboard.writeText(link);
      toast({ title, description: link });
    } catch {
      toast({ title: 'No se pudo copiar', description: link, variant: 'info' });
    }
  };
  const qrLink = sharedLink(pageUrl, 'qr');
  const whatsappShare = `https://wa.me/?text=${encodeURIComponent(
    `Conoce los productos Multyhealth en mi página: ${sharedLink(pageUrl, 'whatsapp')}`,
  )}`;
  const facebookShare = `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(sharedLink(pageUrl, 'facebook'))}`;
  return (
    <Card variant="outlined" sx={{ gridColumn: { md: '1 / -1' } }}>
      <CardContent sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { sm: 'auto 1fr' }, alignItems: 'center' }}>
        <Box sx={{ justifySelf: 'center', p: 1.5, bgcolor: '#fff', borderRadius: 3, border: '1px solid #E5E7EB' }}>
          <QRCodeCanvas
            ref={canvas}
            value={qrLink}
            size={512}
            marginSize={2}
            level="M"
            fgColor="#111827"
            style={{ width: 200, height: 200, display: 'block' }}
            role="img"
            aria-label={`Código QR de ${qrLink}`}
          />
        </Box>
        <Box sx={{ display: 'grid', gap: 1.5 }}>
          <Typography variant="h2" sx={{ fontSize: '1.25rem' }}>
            Tu código QR
          </Typography>
          <Typography color="text.secondary">
            Imprímelo en tarjetas o muéstralo en tu celular: quien lo escanee llega directo a tu página.
          </Typography>
          <Typography sx={{ fontWeight: 600 }}>{pageUrl}</Typography>
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
            <Button variant="contained" startIcon={<Download />} onClick={download}>
              Descargar QR
            </Button>
            <Button variant="outlined" startIcon={<ContentCopy />} onClick={() => copy(pageUrl)}>
              Copiar enlace
            </Button>
          </Box>
          <Typography color="text.secondary" sx={{ fontSize: '0.875rem' }}>
            Comparte tu página: cada botón marca el enlace para que veas de dónde llegan tus visitas.
          </Typography>
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
            <Button
              variant="outlined"
              startIcon={<WhatsApp />}
              href={whatsappShare}
              target="_blank"
              rel="noopener noreferrer"
              data-testid="share-whatsapp"
            >
              WhatsApp
            </Button>
            <Button
              variant="outlined"
              startIcon={<Facebook />}
              href={facebookShare}
              target="_blank"
              rel="noopener noreferrer"
            >
              Facebook
            </Button>
            <Button
              variant="outlined"
              startIcon={<Instagram />}
              onClick={() => copy(sharedLink(pageUrl, 'instagram'), 'Enlace para Instagram copiado')}
            >
              Instagram
            </Button>
            <Button
              variant="outlined"
              startIcon={<ContentCopy />}
              onClick={() => copy(sharedLink(pageUrl, 'tiktok'), 'Enlace para TikTok copiado')}
            >
              TikTok
            </Button>
          </Box>
        </Box>
      </CardContent>
    </Card>
  );
}
