import { zodResolver } from '@hookform/resolvers/zod';
import { personNameProblem, sellerCodeProblem } from '@multyhealth/rules';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { SubmitButton } from '../../../components/ui/submit-button.ui';
import { TextField } from '../../../components/ui/text-field.ui';
import { useToast } from '../../../components/ui/toast.context';
import { DEFAULT_COUNTRY, DEFAULT_DIAL_CODE } from '../../../config/locations';
import { ApiError, errorText } from '../../../lib/api-client';
import { fieldOf } from '../../../lib/form-field';
import { usePageHost } from '../../../lib/page-host.hook';
import { forgetReferral } from '../../../lib/referral.store';
import { useAccountPricing } from '../api/get-account-pricing.query';
import { useRegister, type RegisterResponse } from '../api/register.mutation';
import { loadPhoneRules, type PhoneRules } from '../../../lib/phone-rules';
import { ConsentCheckbox } from './consent-checkbox.ui';
import { ContactFields } from './contact.field';
import { DiscountCodeField } from './discount-code.field';
import { RegistrationIncludes } from './registration-includes.ui';
import { registrationSchema, typedWhatsapp, type RegistrationValues } from './registration.schema';

const FIELDS = ['name', 'code', 'email', 'whatsapp', 'country', 'city', 'discountCode', 'acceptTerms'] as const;

/** The registration form; `sponsor` is the code of whoever invited the visitor, if anyone did. */
export function RegistrationForm({
  sponsor,
  onRegistered,
}: {
  sponsor: string | null | undefined;
  onRegistered: (response: RegisterResponse) => void;
}) {
  const toast = useToast();
  const registration = useRegister();
  const pricing = useAccountPricing();
  const form = useForm<RegistrationValues>({
    resolver: zodResolver(registrationSchema),
    defaultValues: {
      name: '',
      code: '',
      email: '',
      dialCode: DEFAULT_DIAL_CODE,
      whatsapp: '',
      country: DEFAULT_COUNTRY,
      city: '',
      discountCode: '',
      acceptTerms: false,
    },
  });
  const field = fieldOf(form);
  const errors = form.formState.errors;
  const code = form.watch('code');
  const host = usePageHost();
  // The visitor has reached the form: the number's rules start loading (lib/phone-rules.ts).
  const [started, setStarted] = useState(false);

  const onSubmit = form.handleSubmit(async (values) => {
    if (!pricing.data) return;
    // Loaded already: the schema checked the number with them.
    const phoneRules = await loadPhoneRules();
    registration.mutate(
      {
        name: values.name.trim(),
        code: values.code.trim(),
        email: values.email.trim().toLowerCase(),
        whatsapp: normalisedWhatsapp(values, phoneRules),
        city: values.city,
        country: values.country,
        discountCode: values.discountCode?.trim() || undefined,
        ref: sponsor || undefined,
        // The form does not submit without consent.
        acceptTerms: true,
      },
      {
        onSuccess: (response) => {
          forgetReferral();
          onRegistered(response);
          window.scrollTo(0, 0);
          toast({
            title: '¡Registro exitoso!',
            description: 'Revisa tu email para obtener información sobre el proceso de pago.',
          });
        },
        onError: (error) => {
          if (error instanceof ApiError) {
            for (const name of FIELDS) {
              const message = error.fieldErrors[name];
              if (message) form.setError(name, { message });
            }
          }
          toast({
            title: 'Error',
            description: errorText(error, 'Hubo un error al procesar tu registro'),
            variant: 'error',
          });
        },
      },
    );
  });

  const slugPreview = (code.trim() || 'tu-codigo').toLowerCase();
  // Checked as the seller types, with the server's rule: the preview never shows an address the server will refuse.
  const codeProblem = code.trim() ? sellerCodeProblem(code) : null;
  return (
    <form className="auth__form" method="post" noValidate onSubmit={onSubmit} onFocus={() => setStarted(true)}>
      <TextField
        label="Nombre completo"
        autoComplete="name"
        {...field('name', {
          // A link or a symbol is flagged as it is typed; a name still too short only on leaving or sending.
          onChange: (event) => {
            if (errors.name || personNameProblem(event.target.value, { typing: true })) void form.trigger('name');
          },
        })}
      />
      <TextField
        label="Código de vendedor"
        autoComplete="off"
        autoCapitalize="none"
        {...form.register('code')}
        error={Boolean(errors.code || codeProblem)}
        helperText={errors.code?.message ?? codeProblem ?? `Tu página será ${host}/u/${slugPreview}`}
        maxLength={60}
      />
      <TextField label="Email" type="email" autoComplete="email" inputMode="email" {...field('email')} />
      <ContactFields form={form} started={started} />
      <DiscountCodeField form={form} />
      <ConsentCheckbox registration={form.register('acceptTerms')} error={errors.acceptTerms?.message} />
      <RegistrationIncludes />
      <SubmitButton pending={registration.isPending} pendingText="Procesando..." disabled={!pricing.data}>
        Registrarme
      </SubmitButton>
    </form>
  );
}

/** The schema has accepted the number: send it in E.164, as the server stores it. */
function normalisedWhatsapp(values: RegistrationValues, rules: PhoneRules): string {
  const check = rules.checkWhatsapp(typedWhatsapp(values), values.country);
  return check.ok ? check.e164 : typedWhatsapp(values);
}
