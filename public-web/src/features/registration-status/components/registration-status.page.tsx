import { formatCop } from '@multyhealth/brand/tokens';
import CheckCircle from '@mui/icons-material/CheckCircle';
import UploadFile from '@mui/icons-material/UploadFile';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useRef, useState, type ChangeEvent } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { AsideCopy, AuthShell } from '../../../components/layouts/auth-shell.layout';
import { useToast } from '../../../components/ui/toast.context';
import { paths } from '../../../config/paths';
import { errorText } from '../../../lib/api-client';
import { useRegistration, type RegistrationView } from '../api/registration-status.query';
import { useUploadProof } from '../api/upload-proof.mutation';
import { PaymentInstructions } from './payment-instructions.ui';
import { PROOF_ACCEPT, proofProblem, STATUS_LABELS } from '../registration-status.rules';
import { OnlinePayment } from './online-payment.ui';

const ASIDE = (
  <AsideCopy
    title="Tu registro, paso a paso."
    lines={['Paga la cuota de registro', 'Sube tu comprobante aquí', 'Recibe tu acceso por email']}
  />
);
const CHIP_COLOR = {
  'pending-payment': 'warning',
  'proof-received': 'info',
  approved: 'success',
  rejected: 'error',
} as const;

/** The applicant's private page, reached from the payment-instructions e-mail. */
export function RegistrationStatusPage({ token }: { token: string }) {
  // The online checkout sends the applicant back here with `?id={transactionId}`.
  const transactionId = useSearchParams()[0].get('id');
  const registration = useRegistration(token, transactionId);
  return (
    <AuthShell aside={ASIDE}>
      {registration.isPending ? (
        <Box sx={{ display: 'grid', placeItems: 'center', py: 6 }} aria-busy="true">
          <CircularProgress aria-label="Cargando" />
        </Box>
      ) : registration.isError ? (
        <Box role="alert" sx={{ display: 'grid', gap: 2 }}>
          <Typography variant="h1" sx={{ fontSize: '1.875rem' }}>
            Mi registro
          </Typography>
          <Typography>{errorText(registration.error, 'No pudimos cargar tu registro. Inténtalo de nuevo.')}</Typography>
        </Box>
      ) : (
        <Registration token={token} view={registration.data} returning={!!transactionId} />
      )}
      <Typography sx={{ mt: 3, textAlign: 'center' }}>
        <Link component={RouterLink} to={paths.home} color="text.secondary">
          ← Volver al inicio
        </Link>
      </Typography>
    </AuthShell>
  );
}

function Registration({ token, view, returning }: { token: string; view: RegistrationView; returning: boolean }) {
  return (
    <Box sx={{ display: 'grid', gap: 2.5 }}>
      <Box>
        <Typography variant="h1" sx={{ fontSize: '1.875rem', mb: 1 }}>
          {view.name ? `Hola, ${view.name}` : 'Mi registro'}
        </Typography>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
          <Typography color="text.secondary">Estado de tu registro:</Typography>
          <Chip
            label={STATUS_LABELS[view.status]}
            color={CHIP_COLOR[view.status]}
            sx={{ fontWeight: 700 }}
            data-testid="registration-status"
          />
        </Box>
      </Box>
      {view.status === 'approved' && (
        <Box sx={{ display: 'grid', gap: 2 }}>
          <Typography>
            ¡Tu cuenta de distribuidor está activa! Te enviamos un email con tu página y un enlace para elegir tu
            contraseña.
          </Typography>
          <Button component={RouterLink} to={paths.login} variant="contained" size="large" sx={{ minHeight: 52 }}>
            Iniciar Sesión
          </Button>
        </Box>
      )}
      {view.status === 'rejected' && (
        <Box sx={{ display: 'grid', gap: 2 }}>
          <Typography>
            No pudimos confirmar tu registro, por lo que fue cancelado. Si crees que es un error, escríbenos; puedes
            volver a registrarte cuando quieras.
          </Typography>
          <Button component={RouterLink} to={paths.register} variant="outlined" size="large" sx={{ minHeight: 52 }}>
            Registrarme de nuevo
          </Button>
        </Box>
      )}
      {(view.status === 'pending-payment' || view.status === 'proof-received') && (
        <PendingPayment token={token} view={view} returning={returning} />
      )}
    </Box>
  );
}

function PendingPayment({ token, view, returning }: { token: string; view: RegistrationView; returning: boolean }) {
  return (
    <>
      {view.fee && (
        <Box sx={{ p: 2, borderRadius: 3, bgcolor: '#F0F7F2', display: 'grid', gap: 0.5 }}>
          <Typography color="text.secondary">Valor a pagar</Typography>
          <Typography
            sx={{ fontSize: '1.75rem', fontWeight: 800, color: 'primary.dark' }}
            data-testid="registration-fee"
          >
            {formatCop(view.fee.amount)}
          </Typography>
          {view.fee.discounted && (
            <Typography sx={{ fontWeight: 600, color: 'primary.main' }}>Con tu código de descuento</Typography>
          )}
        </Box>
      )}
      {view.onlinePayment && <OnlinePayment token={token} view={view} returning={returning} />}
      <PaymentInstructions view={view} afterOnlinePayment={Boolean(view.onlinePayment)} />
      <ProofUpload token={token} uploaded={view.proofUploaded} />
    </>
  );
}

function ProofUpload({ token, uploaded }: { token: string; uploaded: boolean }) {
  const toast = useToast();
  const upload = useUploadProof(token);
  const input = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const refused = proofProblem(file);
    setProblem(refused);
    if (refused) return;
    upload.mutate(file, {
      onSuccess: () =>
        toast({
          title: 'Comprobante recibido',
          description: 'Lo revisaremos y te avisaremos por email cuando tu cuenta esté activa.',
        }),
      onError: (error) => {
        const message = errorText(error, 'No se pudo subir el comprobante. Inténtalo de nuevo.');
        setProblem(message);
        toast({ title: 'Error', description: message, variant: 'error' });
      },
    });
  };

  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      <Typography variant="h2" sx={{ fontSize: '1.25rem' }}>
        Comprobante de pago
      </Typography>
      {uploaded ? (
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
          <CheckCircle sx={{ color: 'primary.main' }} />
          <Typography>
            Recibimos tu comprobante. Si te equivocaste de archivo, puedes subir otro y reemplazará al anterior.
          </Typography>
        </Box>
      ) : (
        <Typography color="text.secondary">
          Cuando hayas pagado, sube una foto o captura del comprobante (JPEG, PNG o WebP) o el PDF de tu banco, de
          máximo 5MB.
        </Typography>
      )}
      <input
        ref={input}
        type="file"
        accept={PROOF_ACCEPT}
        hidden
        onChange={onChange}
        aria-label="Archivo del comprobante"
        data-testid="proof-input"
      />
      <Button
        variant={uploaded ? 'outlined' : 'contained'}
        size="large"
        startIcon={upload.isPending ? <CircularProgress size={20} color="inherit" /> : <UploadFile />}
        disabled={upload.isPending}
        onClick={() => input.current?.click()}
        sx={{ minHeight: 52 }}
      >
        {upload.isPending ? 'Subiendo...' : uploaded ? 'Reemplazar comprobante' : 'Subir comprobante'}
      </Button>
      {problem && (
        <Typography role="alert" color="error" sx={{ fontSize: '0.9375rem' }}>
          {problem}
        </Typography>
      )}
    </Box>
  );
}
