import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { cityOptions } from '../../../config/locations';

const OTHER = '__otra__';

/**
 * A city from the member's country's list, or typed by hand when the list does not have it ('Otra ciudad…');
 * a country without a list gets the text field directly.
 */
export function CityField(props: {
  label?: string;
  country: string | null | undefined;
  value: string;
  onChange: (city: string) => void;
  onBlur?: () => void;
  error?: string;
  placeholder: string;
}) {
  const { label = 'Ciudad', country, value, onChange, onBlur, error, placeholder } = props;
  const options = cityOptions(value, country);
  const [typing, setTyping] = useState(options.length === 0);
  if (typing) {
    return (
      <div>
        <TextField
          label={label}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          onBlur={onBlur}
          error={Boolean(error)}
          helperText={error ?? 'Escribe el nombre de tu ciudad.'}
          autoComplete="address-level2"
          slotProps={{ htmlInput: { maxLength: 100 } }}
          fullWidth
        />
        {cityOptions(null, country).length > 0 && (
          <Button size="small" onClick={() => setTyping(false)} sx={{ mt: 0.5 }}>
            Elegir de la lista
          </Button>
        )}
      </div>
    );
  }
  return (
    <TextField
      select
      label={label}
      value={value}
      onChange={(e) => {
        if (e.target.value === OTHER) {
          setTyping(true);
          onChange('');
        } else onChange(e.target.value);
      }}
      onBlur={onBlur}
      error={Boolean(error)}
      helperText={error}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
    >
      <option value="">{placeholder}</option>
      {options.map((city) => (
        <option key={city} value={city}>
          {city}
        </option>
      ))}
      <option value={OTHER}>Otra ciudad (escribirla)…</option>
    </TextField>
  );
}
