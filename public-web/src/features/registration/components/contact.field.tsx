import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { checkWhatsapp, formatWhatsapp } from '@multyhealth/rules';
import type { UseFormReturn } from 'react-hook-form';
import { WhatsappNumberInput } from '../../../components/ui/whatsapp-number.ui';
import { COUNTRIES, COUNTRY_CITIES } from '../../../config/locations';
import { fieldOf } from '../../../lib/form-field';
import { typedWhatsapp, type RegistrationValues } from './registration.schema';

const nativeSelect = { select: { native: true }, inputLabel: { shrink: true } } as const;

/** WhatsApp with its dialling code, then country and city; choosing a country sets its code and clears the city. */
export function ContactFields({ form }: { form: UseFormReturn<RegistrationValues> }) {
  const { register, watch, setValue } = form;
  const field = fieldOf(form);
  const country = watch('country');
  const typedNumber = watch('whatsapp');
  const dialCode = watch('dialCode');
  // Parsing a phone number costs milliseconds: an empty field (every first render) has nothing to check.
  const numberCheck = typedNumber.trim()
    ? checkWhatsapp(typedWhatsapp({ dialCode, whatsapp: typedNumber }), country)
    : null;
  const { error, helperText, ...number } = field('whatsapp');
  return (
    <>
      <WhatsappNumberInput
        dialCode={register('dialCode')}
        defaultDialCode={form.formState.defaultValues?.dialCode}
        number={number}
        error={error}
        helperText={
          helperText ?? (numberCheck?.ok ? `Tus clientes te escribirán al ${formatWhatsapp(numberCheck.e164)}` : ' ')
        }
      />
      <Box sx={{ display: 'grid', gridTemplateColumns: { sm: '1fr 1fr' }, gap: 2.25 }}>
        <TextField
          select
          label="País"
          {...register('country', {
            onChange: (event) => {
              setValue('city', '');
              const dial = COUNTRY_CITIES[event.target.value as string]?.dialCode;
              if (dial) setValue('dialCode', dial);
            },
          })}
          slotProps={nativeSelect}
        >
          {COUNTRIES.map((c) => (
            <option key={c} value={c}>
              {c}
            </option>
          ))}
        </TextField>
        <TextField select label="Ciudad" {...field('city')} slotProps={nativeSelect}>
          <option value="">Selecciona tu ciudad</option>
          {(COUNTRY_CITIES[country]?.cities ?? []).map((c) => (
            <option key={c} value={c}>
              {c}
            </option>
          ))}
        </TextField>
      </Box>
    </>
  );
}
