import type { UseFormReturn } from 'react-hook-form';
import { TextField } from '../../../components/ui/text-field.ui';
import { errorText } from '../../../lib/api-client';
import { useDiscountCodeCheck } from '../api/check-discount-code.query';
import { useAccountPricing } from '../api/get-account-pricing.query';
import { codeToCheck } from '../discount-code.rules';
import { CostBox } from './cost-box.ui';
import type { RegistrationValues } from './registration.schema';

/** The optional discount code, checked with the server as it is typed, and the cost it leads to. */
export function DiscountCodeField({ form }: { form: UseFormReturn<RegistrationValues> }) {
  const pricing = useAccountPricing();
  const codeCheck = useDiscountCodeCheck(codeToCheck(form.watch('discountCode'), pricing.data));
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
  return (
    <>
      {/* A refused code is not a mistake in the form (it is optional): it shows in red without marking the field. */}
      <TextField
        label="Código de descuento (opcional)"
        autoComplete="off"
        autoCapitalize="characters"
        {...form.register('discountCode')}
        helperText={codeHelp}
        helperTone={discounted ? 'success' : undefined}
        helperLive
        className={codeRefused ? 'field--refused' : undefined}
      />
      <CostBox check={codeCheck.checking ? undefined : codeCheck.result} />
    </>
  );
}
