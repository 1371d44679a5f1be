import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Link from '@mui/material/Link';
import { Controller, type Control } from 'react-hook-form';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '../../../config/paths';
import type { RegistrationValues } from './registration.schema';

/** Consent to the processing of personal data (habeas data): required, and its time is stored with the member. */
export function ConsentCheckbox({ control, error }: { control: Control<RegistrationValues>; error?: string }) {
  // The documents open in a new tab, so the form keeps what was typed.
  const link = (to: string, label: string) => (
    <Link component={RouterLink} to={to} target="_blank" rel="noopener" sx={{ fontWeight: 600 }}>
      {label}
    </Link>
  );
  return (
    <FormControl error={Boolean(error)}>
      <Controller
        name="acceptTerms"
        control={control}
        render={({ field }) => (
          <FormControlLabel
            sx={{ alignItems: 'flex-start', mr: 0 }}
            control={
              <Checkbox
                checked={field.value}
                onChange={(e) => field.onChange(e.target.checked)}
                onBlur={field.onBlur}
                sx={{ mt: -0.75 }}
                slotProps={{ input: { ref: field.ref, 'aria-describedby': error ? 'consent-error' : undefined } }}
              />
            }
            label={
              <>
                Acepto los {link(paths.terms, 'Términos y Condiciones')} y la{' '}
                {link(paths.privacy, 'Política de Privacidad')}, y autorizo el tratamiento de mis datos personales para
                gestionar mi registro.
              </>
            }
          />
        )}
      />
      {error && <FormHelperText id="consent-error">{error}</FormHelperText>}
    </FormControl>
  );
}
