import ContentCopy from '@mui/icons-material/ContentCopy';
import Download from '@mui/icons-material/Download';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { QRCodeCanvas } from 'qrcode.react';
import { useRef } from 'react';
import { useToast } from '../../../components/ui/toast.context';

/** A QR code of the seller's page, to share in person; downloadable as PNG. */
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
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(pageUrl);
      toast({ title: 'Enlace copiado', description: pageUrl });
    } catch {
      toast({ title: 'No se pudo copiar', description: pageUrl, variant: 'info' });
    }
  };
  return (
    <Card variant="outlined" sx={{ gridColumn: { md: '1 / -1' } }}>
      <CardContent sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { sm: 'auto 1fr' }, alignItems: 'center' }}>
        <Box sx={{ justifySelf: 'center', p: 1.5, bgcolor: '#fff', borderRadius: 3, border: '1px solid #E5E7EB' }}>
          <QRCodeCanvas ref={canvas} value={pageUrl} size={512} marginSize={2} level="M" fgColor="#111827" style={{ width: 200, height: 200, display: 'block' }} role="img" aria-label={`Código QR de ${pageUrl}`} />
        </Box>
        <Box sx={{ display: 'grid', gap: 1.5 }}>
          <Typography variant="h2" sx={{ fontSize: '1.25rem' }}>
            Tu código QR
          </Typography>
          <Typography color="text.secondary">Imprímelo en tarjetas o muéstralo en tu celular: quien lo escanee llega directo a tu página.</Typography>
          <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{pageUrl}</Typography>
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
            <Button variant="contained" startIcon={<Download />} onClick={download}>
              Descargar QR
            </Button>
            <Button variant="outlined" startIcon={<ContentCopy />} onClick={copy}>
              Copiar enlace
            </Button>
          </Box>
        </Box>
      </CardContent>
    </Card>
  );
}
