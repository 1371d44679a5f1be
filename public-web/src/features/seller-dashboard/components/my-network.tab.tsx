import ContentCopy from '@mui/icons-material/ContentCopy';
import Download from '@mui/icons-material/Download';
import IosShare from '@mui/icons-material/IosShare';
import WhatsApp from '@mui/icons-material/WhatsApp';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { formatDate } from '@multyhealth/brand';
import { QRCodeCanvas } from 'qrcode.react';
import { useRef } from 'react';
import { useToast } from '../../../components/ui/toast.context';
import type { SellerDashboard } from '../api/get-dashboard.query';
import { getReferralChat, REFERRALS_SHOWN, useReferrals, type Referral } from '../api/get-referrals.query';
import { invitationLink, invitationMessage, referralStateLabel } from '../my-network.rules';
import { LoadError } from './load-error.ui';
import { MySponsor } from './my-sponsor.ui';

/** 'Mi Red': the seller's invitation link (copy, share, QR) and the people who registered through it. */
export default function MyNetworkTab({ data }: { data: SellerDashboard }) {
  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <InvitationCard code={data.code} slug={data.slug} />
      <MySponsor />
      <ReferralList />
    </Box>
  );
}

function InvitationCard({ code, slug }: { code: string; slug: string }) {
  const toast = useToast();
  const canvas = useRef<HTMLCanvasElement>(null);
  const link = invitationLink(code);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      toast({ title: 'Enlace copiado', description: link });
    } catch {
      toast({ title: 'No se pudo copiar', description: link, variant: 'info' });
    }
  };
  const share = async () => {
    try {
      await navigator.share({ title: 'Únete a Multyhealth', text: invitationMessage(link), url: link });
    } catch {
      // Closing the share sheet is not an error worth a message.
    }
  };
  const downloadQr = () => {
    if (!canvas.current) return;
    const a = document.createElement('a');
    a.href = canvas.current.toDataURL('image/png');
    a.download = `multyhealth-${slug}-invitacion-qr.png`;
    a.click();
  };
  const canShare = typeof navigator !== 'undefined' && typeof navigator.share === 'function';
  const whatsappShare = `https://wa.me/?text=${encodeURIComponent(invitationMessage(invitationLink(code, 'whatsapp')))}`;

  return (
    <Card variant="outlined">
      <CardContent sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { sm: 'auto 1fr' }, alignItems: 'center' }}>
        <Box sx={{ justifySelf: 'center', p: 1.5, bgcolor: '#fff', borderRadius: 3, border: '1px solid #E5E7EB' }}>
          <QRCodeCanvas
            ref={canvas}
            value={invitationLink(code, 'qr')}
            size={512}
            marginSize={2}
            level="M"
            fgColor="#111827"
            style={{ width: 180, height: 180, display: 'block' }}
            role="img"
            aria-label="Código QR de tu enlace de invitación"
            data-testid="invitation-qr"
          />
        </Box>
        <Box sx={{ display: 'grid', gap: 1.5, minWidth: 0 }}>
          <Typography variant="h2" sx={{ fontSize: '1.25rem' }}>
            Tu enlace de invitación
          </Typography>
          <Typography color="text.secondary">
            Quien se registre con este enlace o desde tu página queda en tu red.
          </Typography>
          <Typography data-testid="invitation-link" sx={{ fontWeight: 600 }}>
            {link}
          </Typography>
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
            <Button variant="contained" startIcon={<ContentCopy />} onClick={copy}>
              Copiar enlace
            </Button>
            <Button
              variant="outlined"
              startIcon={<WhatsApp />}
              href={whatsappShare}
              target="_blank"
              rel="noopener noreferrer"
            >
              Enviar por WhatsApp
            </Button>
            {canShare && (
              <Button variant="outlined" startIcon={<IosShare />} onClick={share}>
                Compartir
              </Button>
            )}
            <Button variant="text" startIcon={<Download />} onClick={downloadQr}>
              Descargar QR
            </Button>
          </Box>
        </Box>
      </CardContent>
    </Card>
  );
}

function ReferralList() {
  const referrals = useReferrals();
  const items = referrals.data ?? [];
  return (
    <Box component="section" aria-labelledby="my-network-title" sx={{ display: 'grid', gap: 1.5 }}>
      <Typography id="my-network-title" variant="h2" sx={{ fontSize: '1.25rem' }}>
        Personas en tu red{referrals.data ? ` (${items.length})` : ''}
      </Typography>
      {referrals.isError ? (
        <LoadError text="No pudimos cargar tu red." retry={() => referrals.refetch()} retrying={referrals.isFetching} />
      ) : referrals.isPending ? (
        <Box aria-busy="true" aria-label="Cargando tu red" sx={{ display: 'grid', gap: 1 }}>
          {[1, 2, 3].map((n) => (
            <Skeleton key={n} variant="rounded" height={64} />
          ))}
        </Box>
      ) : items.length === 0 ? (
        <Typography color="text.secondary" sx={{ p: 2, bgcolor: '#F8FAF9', borderRadius: 2 }}>
          Todavía nadie se ha registrado con tu enlace. Compártelo por WhatsApp o muestra tu código QR para invitar a
          nuevas personas.
        </Typography>
      ) : (
        <>
          <Box
            component="ul"
            data-testid="referral-list"
            sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}
          >
            {items.map((person, index) => (
              <ReferralRow key={`${person.createdAt}-${index}`} person={person} />
            ))}
          </Box>
          {items.length >= REFERRALS_SHOWN && (
            <Typography variant="body2" color="text.secondary">
              Se muestran las {REFERRALS_SHOWN} personas más recientes.
            </Typography>
          )}
        </>
      )}
    </Box>
  );
}

const STATE_TONE = {
  pendiente: { bgcolor: '#FEF3C7', color: '#92400E' },
  comprobante_recibido: { bgcolor: '#DBEAFE', color: '#1E3A8A' },
  activo: { bgcolor: '#15803D', color: '#fff' },
  vencido: { bgcolor: '#FEE2E2', color: '#991B1B' },
} as const;

function ReferralRow({ person }: { person: Referral }) {
  const toast = useToast();
  // The number is asked for only now, so it never sits in the list; the tab opens before the answer to keep the click.
  const openChat = async () => {
    const chat = window.open('', '_blank');
    try {
      const { url } = await getReferralChat(person.id);
      if (chat) {
        chat.opener = null;
        chat.location.href = url;
      } else window.location.assign(url);
    } catch {
      chat?.close();
      toast({ title: 'No se pudo abrir el chat', description: 'Inténtalo de nuevo en un momento.', variant: 'info' });
    }
  };
  return (
    <Box
      component="li"
      sx={{
        display: 'grid',
        gridTemplateColumns: '1fr auto',
        alignItems: 'center',
        gap: 1,
        p: 1.5,
        border: '1px solid #E5E7EB',
        borderRadius: 2,
        bgcolor: '#fff',
      }}
    >
      <Box sx={{ minWidth: 0 }}>
        <Typography sx={{ fontWeight: 600 }}>{person.name}</Typography>
        <Typography variant="body2" color="text.secondary">
          {person.city} · Se registró el {formatDate(person.createdAt)}
        </Typography>
        <Chip
          size="small"
          label={referralStateLabel(person)}
          sx={{ ...STATE_TONE[person.state], fontWeight: 700, mt: 0.75 }}
        />
      </Box>
      <Button
        variant="outlined"
        size="small"
        startIcon={<WhatsApp />}
        onClick={() => void openChat()}
        aria-label={`Escribir a ${person.name} por WhatsApp`}
        sx={{ color: '#0B6B34', borderColor: '#25D366', minHeight: 40 }}
      >
        Escribir
      </Button>
    </Box>
  );
}
