import { zodResolver } from '@hookform/resolvers/zod';
import CheckCircleOutline from '@mui/icons-material/CheckCircleOutlineOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { AsideCopy, AuthShell } from '../../../components/layouts/auth-shell.layout';
import { useToast } from '../../../components/ui/toast.context';
import { COUNTRIES, COUNTRY_CITIES, DEFAULT_COUNTRY, DEFAULT_DIAL_CODE, DIAL_CODES } from '../../../config/locations';
import { paths } from '../../../config/paths';
import { REGISTRATION_INCLUDES } from '../../../config/site';
import { ApiError, errorText } from '../../../lib/api-client';
import { forgetReferral, rememberReferral, storedReferral } from '../../../lib/referral.store';
import { useAccountPricing } from '../api/get-account-pricing.query';
import { useReferrer } from '../api/get-referrer.query';
import { useRegister, type RegisterResponse } from '../api/register.mutation';
import { useDiscountCodeCheck } from '../api/check-discount-code.query';
import { codeToCheck } from '../discount-code.rules';
import { ConsentCheckbox } from './consent-checkbox.ui';
import { CostBox } from './cost-box.ui';
import { RegistrationSuccess } from './registration-success.ui';
import { registrationSchema, typedWhatsapp, type RegistrationValues } from './registration.schema';
import { checkWhatsapp, formatWhatsapp, personNameProblem, sellerCodeProblem } from '@multyhealth/rules';

const FIELDS = ['name', 'code', 'email', 'whatsapp', 'country', 'city', 'discountCode', 'acceptTerms'] as const;

export function RegisterPage() {
  const toast = useToast();
  const registration = useRegister();
  const pricing = useAccountPricing();
  const [params] = useSearchParams();
  const [result, setResult] = useState<RegisterResponse | null>(null);
  const refParam = params.get('ref');
  useEffect(() => rememberReferral(refParam), [refParam]);
  const sponsor = refParam?.trim() || storedReferral();
  const referrer = useReferrer(sponsor);

  const { register, control, handleSubmit, formState, watch, setValue, setError, trigger } =
    useForm<RegistrationValues>({
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
  const errors = formState.errors;
  const country = watch('country');
  const code = watch('code');
  const discountCode = watch('discountCode');
  const codeCheck = useDiscountCodeCheck(codeToCheck(discountCode, pricing.data));
  const discounted = Boolean(codeCheck.result?.valid);
  const codeRefused = codeCheck.result?.valid === false || Boolean(codeCheck.error);
  const codeHelp = codeCheck.checking
    ? 'Comprobando el código…'
    : discounted
      ? '¡Código válido! Se aplicó el precio con descuento.'
      : codeCheck.error
        ? errorText(codeCheck.error, 'No pudimos comprobar el código. Inténtalo de nuevo.')
        : codeRefused
          ? 'Este código de descuento no es válido. Se aplicará el precio regular.'
          : ' ';
  const typedNumber = watch('whatsapp');
  const numberCheck = checkWhatsapp(typedWhatsapp({ dialCode: watch('dialCode'), whatsapp: typedNumber }), country);

  const onSubmit = handleSubmit((values) => {
    if (!pricing.data) return;
    registration.mutate(
      {
        name: values.name.trim(),
        code: values.code.trim(),
        email: values.email.trim().toLowerCase(),
        whatsapp: normalisedWhatsapp(values),
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
          setResult(response);
          window.scrollTo(0, 0);
          toast({
            title: '¡Registro exitoso!',
            description: 'Revisa tu email para obtener información sobre el proceso de pago.',
          });
        },
        onError: (error) => {
          if (error instanceof ApiError) {
            for (const field of FIELDS) {
              const message = error.fieldErrors[field];
              if (message) setError(field, { message });
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

  const aside = <AsideCopy title="Tu negocio de bienestar empieza aquí." lines={REGISTRATION_INCLUDES} />;

  if (result) {
    return (
      <AuthShell aside={aside} wide>
        <RegistrationSuccess result={result} />
      </AuthShell>
    );
  }

  const slugPreview = (code.trim() || 'tu-codigo').toLowerCase();
  // Checked as the seller types, with the server's rule: the preview never shows an address the server will refuse.
  const codeProblem = code.trim() ? sellerCodeProblem(code) : null;
  return (
    <AuthShell aside={aside} wide>
      <Link
        component={RouterLink}
        to={paths.home}
        color="text.secondary"
        sx={{ display: 'inline-flex', minHeight: 44, alignItems: 'center' }}
      >
        ← Volver al inicio
      </Link>
      <Typography variant="h1" sx={{ fontSize: { xs: '1.75rem', sm: '2rem' }, mt: 1 }}>
        Regístrate como distribuidor
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1, mb: 2 }}>
        Completa tus datos y te enviaremos las instrucciones de pago por email.
      </Typography>
      {referrer.data && (
        <Chip
          label={`Te invitó: ${referrer.data.name}`}
          color="secondary"
          sx={{ mb: 2, fontWeight: 600, maxWidth: '100%' }}
        />
      )}

      <Box component="form" noValidate onSubmit={onSubmit} sx={{ display: 'grid', gap: 2.25 }}>
        <TextField
          label="Nombre completo"
          autoComplete="name"
          {...register('name', {
            // A link or a symbol is flagged as it is typed; a name still too short only on leaving or sending.
            onChange: (event) => {
              if (errors.name || personNameProblem(event.target.value, { typing: true })) void trigger('name');
            },
          })}
          error={Boolean(errors.name)}
          helperText={errors.name?.message}
        />
        <TextField
          label="Código de vendedor"
          autoComplete="off"
          autoCapitalize="none"
          {...register('code')}
          error={Boolean(errors.code || codeProblem)}
          helperText={errors.code?.message ?? codeProblem ?? `Tu página será ${window.location.host}/u/${slugPreview}`}
          slotProps={{ htmlInput: { maxLength: 60 }, formHelperText: { sx: { overflowWrap: 'anywhere' } } }}
        />
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          inputMode="email"
          {...register('email')}
          error={Boolean(errors.email)}
          helperText={errors.email?.message}
        />
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
            error={Boolean(errors.whatsapp)}
            helperText={
              errors.whatsapp?.message ??
              (typedNumber.trim() && numberCheck.ok
                ? `Tus clientes te escribirán al ${formatWhatsapp(numberCheck.e164)}`
                : ' ')
            }
          />
        </Box>
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
            slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          >
            {COUNTRIES.map((c) => (
              <option key={c} value={c}>
                {c}
              </option>
            ))}
          </TextField>
          <TextField
            select
            label="Ciudad"
            {...register('city')}
            error={Boolean(errors.city)}
            helperText={errors.city?.message}
            slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          >
            <option value="">Selecciona tu ciudad</option>
            {(COUNTRY_CITIES[country]?.cities ?? []).map((c) => (
              <option key={c} value={c}>
                {c}
              </option>
            ))}
          </TextField>
        </Box>
        <TextField
          label="Código de descuento (opcional)"
          autoComplete="off"
          autoCapitalize="characters"
          {...register('discountCode')}
          helperText={codeHelp}
          slotProps={{
            formHelperText: {
              'aria-live': 'polite',
              sx: {
                color: discounted ? 'primary.main' : codeRefused ? 'error.main' : undefined,
                fontWeight: discounted ? 600 : undefined,
              },
            },
          }}
        />
        <CostBox check={codeCheck.checking ? undefined : codeCheck.result} />
        <ConsentCheckbox control={control} error={errors.acceptTerms?.message} />
        <Box>
          <Typography sx={{ fontWeight: 700, mb: 1 }}>Tu registro incluye</Typography>
          <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 1 }}>
            {REGISTRATION_INCLUDES.map((item) => (
              <Box component="li" key={item} sx={{ display: 'flex', gap: 1.25, alignItems: 'center' }}>
                <CheckCircleOutline sx={{ color: 'primary.main' }} />
                {item}
              </Box>
            ))}
          </Box>
        </Box>
        <Button
          type="submit"
          variant="contained"
          size="large"
          disabled={registration.isPending || !pricing.data}
          sx={{ minHeight: 52, fontSize: '1.0625rem' }}
        >
          {registration.isPending ? 'Procesando...' : 'Registrarme'}
        </Button>
      </Box>
      <Typography sx={{ mt: 3, textAlign: 'center' }}>
        ¿Ya tienes cuenta?{' '}
        <Link component={RouterLink} to={paths.login} sx={{ fontWeight: 600 }}>
          Inicia sesión
        </Link>
      </Typography>
    </AuthShell>
  );
}

/** The schema has accepted the number: send it in E.164, as the server stores it. */
function normalisedWhatsapp(values: RegistrationValues): string {
  const check = checkWhatsapp(typedWhatsapp(values), values.country);
  return check.ok ? check.e164 : typedWhatsapp(values);
}
