import type { UseFormReturn } from 'react-hook-form';
import { SelectField, TextField } from '../../../components/ui/text-field.ui';
import { COUNTRIES, COUNTRY_CITIES } from '../../../config/locations';
import { fieldOf } from '../../../lib/form-field';
import { usePhoneRules } from '../../../lib/phone-rules';
import { typedWhatsapp, type RegistrationValues } from './registration.schema';
import { DialCodeOptions } from '../../../components/ui/dial-code-options.ui';

/**
 * WhatsApp with its dialling code, then country and city; choosing a country sets its code and clears the city. The
 * same pair as 'Editar Perfil' (components/ui/whatsapp-number.ui.tsx), drawn without MUI.
 */
export function ContactFields({ form, started }: { form: UseFormReturn<RegistrationValues>; started: boolean }) {
  const { register, watch, setValue } = form;
  const field = fieldOf(form);
  const country = watch('country');
  const typedNumber = watch('whatsapp');
  const dialCode = watch('dialCode');
  const phoneRules = usePhoneRules(started, typedNumber);
  // Parsing a phone number costs milliseconds: an empty field (every first render) has nothing to check.
  const numberCheck =
    phoneRules && typedNumber.trim()
      ? phoneRules.checkWhatsapp(typedWhatsapp({ dialCode, whatsapp: typedNumber }), country)
      : null;
  const numberHint =
    phoneRules && numberCheck?.ok
      ? `Tus clientes te escribirán al ${phoneRules.formatWhatsapp(numberCheck.e164)}`
      : ' ';
  const { helperText, ...number } = field('whatsapp');
  return (
    <>
      <div className="registration__whatsapp">
        {/* The default is written into the server-rendered HTML: react-hook-form sets a registered field's value only
            once its script runs, and until then the select would show its first option. */}
        <SelectField label="Indicativo" defaultValue={form.formState.defaultValues?.dialCode} {...register('dialCode')}>
          <DialCodeOptions />
        </SelectField>
        <TextField
          label="WhatsApp"
          type="tel"
          // The whole number: a number with its own '+' wins over the picker (pickedWhatsapp), and the HTML checker
          // refuses 'tel-national' on this field.
          autoComplete="tel"
          inputMode="tel"
          placeholder="300 123 4567"
          {...number}
          helperText={helperText ?? numberHint}
        />
      </div>
      <div className="registration__pair">
        <SelectField
          label="País"
          defaultValue={form.formState.defaultValues?.country}
          {...register('country', {
            onChange: (event) => {
              setValue('city', '');
              const dial = COUNTRY_CITIES[event.target.value as string]?.dialCode;
              if (dial) setValue('dialCode', dial);
            },
          })}
        >
          {COUNTRIES.map((c) => (
            <option key={c} value={c}>
              {c}
            </option>
          ))}
        </SelectField>
        <SelectField label="Ciudad" {...field('city')}>
          <option value="">Selecciona tu ciudad</option>
          {(COUNTRY_CITIES[country]?.cities ?? []).map((c) => (
            <option key={c} value={c}>
              {c}
            </option>
          ))}
        </SelectField>
      </div>
    </>
  );
}
