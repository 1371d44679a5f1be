import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { formatWhatsapp } from '@multyhealth/rules';
import type { FieldError, UseFormRegister } from 'react-hook-form';
import { DIAL_CODES } from '../../../config/locations';
import { profileWhatsapp, type ProfileValues } from './dashboard.schema';

/** 'Editar Perfil': the WhatsApp number with the dial-code picker of registration, checked by the same rule. */
export function WhatsappNumberFields({
  register,
  values,
  error,
}: {
  register: UseFormRegister<ProfileValues>;
  values: { dialCode: string; whatsapp: string };
  error?: FieldError;
}) {
  const check = profileWhatsapp(values);
  // The error of the last attempt goes once the picker or the number makes a valid number again.
  const message = check.ok ? undefined : error?.message;
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '46% 1fr', sm: '170px 1fr' }, gap: 1.5 }}>
      <TextField
        select
        label="Indicativo"
        {...register('dialCode')}
        slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      >
        {DIAL_CODES.map((d) => (
          <option key={d.code + d.label} value={d.code}>
            {d.code} {d.label}
          </option>
        ))}
      </TextField>
      <TextField
        label="WhatsApp"
        type="tel"
        autoComplete="tel-national"
        inputMode="tel"
        placeholder="300 123 4567"
        {...register('whatsapp')}
        error={Boolean(message)}
        helperText={
          message ??
          (check.ok ? `Tus clientes te escribirán al ${formatWhatsapp(check.e164)}` : 'Tu número, sin el indicativo.')
        }
      />
    </Box>
  );
}
