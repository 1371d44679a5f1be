import { Autocomplete, TextField } from '@mui/material';
import { COUNTRIES, citiesOf, cityCountryMismatch, normalizeCity } from '@multyhealth/rules';
import { FieldTitle, SelectInput, useInput, useRecordContext, useTranslate, type Validator } from 'react-admin';
import { useWatch } from 'react-hook-form';

/**
 * The country from the list registration offers; a stored country outside it is shown (not selectable) so the
 * administrator sees what to correct. The server refuses any other country.
 */
export function CountryInput({ validate }: { validate: Validator }) {
  const translate = useTranslate();
  const stored = useRecordContext<{ country?: string }>()?.country;
  const choices: { id: string; name: string; disabled?: boolean }[] = COUNTRIES.map((country) => ({
    id: country,
    name: country,
  }));
  if (stored && !COUNTRIES.includes(stored))
    choices.unshift({ id: stored, name: translate('mh.users.countryNotListed', { country: stored }), disabled: true });
  return <SelectInput source="country" choices={choices} validate={validate} fullWidth />;
}

/**
 * The city from the chosen country's list, or typed: what is typed is saved normalised as at registration (the
 * helper says how when it differs). A city the lists place in another country is refused, as the server does, unless
 * it is the stored one left unchanged.
 */
export function CityInput({ validate }: { validate: Validator }) {
  const translate = useTranslate();
  const stored = useRecordContext<{ city?: string; country?: string }>();
  const country = useWatch<{ country?: string }>({ name: 'country' });
  const inCountry: Validator = (city: unknown, values: { country?: string }) =>
    typeof city === 'string' && !(city === stored?.city && values.country === stored?.country)
      ? (cityCountryMismatch(city, values.country) ?? undefined)
      : undefined;
  const { field, fieldState, isRequired } = useInput({ source: 'city', validate: [validate, inCountry] });
  const value = typeof field.value === 'string' ? field.value : '';
  const saved = value.trim() ? normalizeCity(value, country) : value;
  const error = fieldState.error?.message;
  return (
    <Autocomplete
      freeSolo
      fullWidth
      options={[...citiesOf(country)]}
      value={value}
      inputValue={value}
      onChange={(_event, city) => field.onChange(city ?? '')}
      onInputChange={(_event, city) => field.onChange(city)}
      onBlur={field.onBlur}
      renderInput={(params) => (
        <TextField
          {...params}
          name={field.name}
          inputRef={field.ref}
          label={<FieldTitle label="resources.users.fields.city" source="city" isRequired={isRequired} />}
          error={Boolean(error)}
          helperText={
            error
              ? translate(error, { _: error })
              : saved !== value
                ? translate('mh.users.citySavedAs', { city: saved })
                : translate('mh.users.cityHelp')
          }
          margin="dense"
        />
      )}
    />
  );
}
