import { NumberInput, type Validator } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { previewPrice } from '../lib/pricing';

/** A COP amount with its es-CO rendering as helper text ($ 350.000 COP). */
export function PriceInput({
  source,
  validate,
  helperText,
}: {
  source: string;
  validate?: Validator | Validator[];
  helperText?: string;
}) {
  const value = useWatch({ name: source });
  const preview = previewPrice(value);
  return (
    <NumberInput
      source={source}

      validate={validate}
      helperText={[preview !== '—' ? preview : null, helperText].filter(Boolean).join(' · ') || ' '}
      sx={{ maxWidth: 320 }}
    />
  );
}
