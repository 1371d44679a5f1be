import { FormControl, FormHelperText, FormLabel, Rating } from '@mui/material';
import { FieldTitle, useInput, useRecordContext, useTranslate, type Validator } from 'react-admin';
import { t } from '../i18n/es';

export function RatingField({ source = 'rating' }: { source?: string; label?: string }) {
  const record = useRecordContext();
  const value = Number(record?.[source] ?? 0);
  const translate = useTranslate();
  return (
    <Rating
      value={value}
      readOnly
      size="small"
      getLabelText={(n) => translate('mh.rating.stars', { smart_count: n })}
    />
  );
}

const ratingRange: Validator = (value) =>
  value === null || value === undefined || value === '' || (Number(value) >= 1 && Number(value) <= 5)
    ? undefined
    : t.testimonials.ratingInvalid;

/** Star rating 1–5 (default 5) on react-hook-form through react-admin's useInput. */
export function RatingInput({ source = 'rating', resource }: { source?: string; resource?: string }) {
  const translate = useTranslate();
  const { field, fieldState, isRequired } = useInput({ source, defaultValue: 5, validate: ratingRange });
  return (
    <FormControl error={fieldState.invalid} sx={{ mb: 2 }}>
      <FormLabel id={`${source}-label`} sx={{ mb: 0.5 }}>
        <FieldTitle source={source} resource={resource} isRequired={isRequired} />
      </FormLabel>
      <Rating
        name={field.name}
        value={Number(field.value) || null}
        // MUI clears the rating when the selected star is clicked again; a testimonial keeps its stars instead.
        onChange={(_, value) => value !== null && field.onChange(value)}
        getLabelText={(n) => translate('mh.rating.stars', { smart_count: n })}
        emptyLabelText={translate('mh.rating.empty')}
        onBlur={field.onBlur}
        size="large"
        aria-labelledby={`${source}-label`}
      />
      {fieldState.error?.message && <FormHelperText>{translate(fieldState.error.message)}</FormHelperText>}
    </FormControl>
  );
}
