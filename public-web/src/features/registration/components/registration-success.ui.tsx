import { formatCop } from '@multyhealth/brand/tokens';
import CheckCircle from '@mui/icons-material/CheckCircle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '../../../config/paths';
import type { RegisterResponse } from '../api/register.mutation';

/** 'Registro exitoso' with the four next steps. */
export function RegistrationSuccess({ result }: { result: RegisterResponse }) {
  const steps = [
    ['Revisa tu email', `Te enviamos las instrucciones de pago a ${result.user.email}.`],
    ...(result.onlinePayment
      ? [
          [
            'Paga la cuota de registro',
            `${formatCop(result.fee.amount)}: Pagar en línea (PSE, Nequi o tarjeta) desde el enlace del email activa tu cuenta al instante.`,
          ],
          [
            'O paga por transferencia y sube el comprobante',
            'Con el mismo enlace personal del email: ahí ves el estado de tu registro.',
          ],
        ]
      : [
          ['Paga la cuota de registro', `${formatCop(result.fee.amount)} por transferencia o consignación.`],
          ['Sube el comprobante de pago', 'Con el enlace personal del email: ahí ves el estado de tu registro.'],
        ]),
    ['Espera la confirmación de tu cuenta', 'Al confirmar tu pago te enviaremos tus datos de acceso por email.'],
  ];
  return (
    <Box sx={{ display: 'grid', gap: 2.5 }}>
      <Box sx={{ textAlign: 'center', display: 'grid', justifyItems: 'center', gap: 1 }}>
        <CheckCircle sx={{ fontSize: 64, color: 'primary.main' }} />
        <Typography variant="h1" sx={{ fontSize: '1.875rem' }}>
          Registro exitoso
        </Typography>
        <Typography color="text.secondary">
          Te enviamos un email con las instrucciones de pago. Si no lo encuentras, revisa tu carpeta de spam o correo no
          deseado.
        </Typography>
      </Box>
      <Typography variant="h2" sx={{ fontSize: '1.25rem', mt: 1 }}>
        Próximos pasos
      </Typography>
      <Box component="ol" sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 1.5 }}>
        {steps.map(([title, text], i) => (
          <Box component="li" key={title} sx={{ display: 'flex', gap: 2, p: 2, borderRadius: 3, bgcolor: '#F0F7F2' }}>
            <Box
              sx={{
                flex: 'none',
                width: 36,
                height: 36,
                borderRadius: '50%',
                bgcolor: 'primary.main',
                color: '#fff',
                display: 'grid',
                placeItems: 'center',
                fontWeight: 800,
              }}
            >
              {i + 1}
            </Box>
            <Box>
              <Typography sx={{ fontWeight: 700 }}>{title}</Typography>
              <Typography color="text.secondary">{text}</Typography>
            </Box>
          </Box>
        ))}
      </Box>
      <Box sx={{ display: 'grid', gridTemplateColumns: { sm: '1fr 1fr' }, gap: 1.5, mt: 1 }}>
        <Button component={RouterLink} to={paths.home} variant="outlined" size="large">
          Volver al Inicio
        </Button>
        <Button component={RouterLink} to={paths.login} variant="contained" size="large">
          Iniciar Sesión
        </Button>
      </Box>
    </Box>
  );
}
