import { formatWhatsapp } from '@multyhealth/rules';
import type { FieldError, UseFormRegister } from 'react-hook-form';
import { WhatsappNumberInput } from '../../../components/ui/whatsapp-number.ui';
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
    <WhatsappNumberInput
      dialCode={register('dialCode')}
      number={register('whatsapp')}
      error={Boolean(message)}
      helperText={
        message ??
        (check.ok ? `Tus clientes te escribirán al ${formatWhatsapp(check.e164)}` : 'Tu número, sin el indicativo.')
      }
    />
  );
}
