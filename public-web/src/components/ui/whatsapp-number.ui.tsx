import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import type { ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { DialCodeOptions } from './dial-code-options.ui';

interface WhatsappNumberInputProps {
  /** The registration of the dial-code select. */
  dialCode: UseFormRegisterReturn;
  /**
   * The form's default dial code, written into the server-rendered HTML (react-hook-form sets a registered field's
   * value only once its script runs): until then the select would show its first option.
   */
  defaultDialCode?: string;
  /** The registration of the number, typed without its dial code. */
  number: UseFormRegisterReturn;
  /** Shows the number in the error state. */
  error: boolean;
  /** The error, or a hint about the typed number. */
  helperText: ReactNode;
}

/**
 * The WhatsApp number beside its dial-code picker in 'Editar Perfil'. Registration draws the same pair without MUI
 * (features/registration/components/contact.field.tsx).
 */
export function WhatsappNumberInput({
  dialCode,
  defaultDialCode,
  number,
  error,
  helperText,
}: WhatsappNumberInputProps) {
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '46% 1fr', sm: '170px 1fr' }, gap: 1.5 }}>
      <TextField
        select
        label="Indicativo"
        defaultValue={defaultDialCode}
        {...dialCode}
        slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      >
        <DialCodeOptions />
      </TextField>
      <TextField
        label="WhatsApp"
        type="tel"
        autoComplete="tel-national"
        inputMode="tel"
        placeholder="300 123 4567"
        // Floated like the dial code beside it, so the example number never sits under the label (the server-rendered
        // page shows both before its script runs).
        slotProps={{ inputLabel: { shrink: true } }}
        {...number}
        error={error}
        helperText={helperText}
      />
    </Box>
  );
}
