import { Box } from '@mui/material';
import {
  minValue,
  SelectInput,
  SimpleForm,
  TextInput,
  useRecordContext,
  useTranslate,
  type RaRecord,
  type Validator,
} from 'react-admin';
import { FormToolbar } from '../components/UploadState';
import { ImageUploadInput } from '../components/ImageUploadInput';
import { PriceInput } from '../components/PriceInput';
import { requiredWith } from '../components/validators';
import { t } from '../i18n/es';

const required = requiredWith(t.common.nameAndDescriptionRequired);
const notNegative = minValue(0);
const notAbovePrice: Validator = (value, values) =>
  value !== null &&
  value !== undefined &&
  value !== '' &&
  values.price !== null &&
  values.price !== undefined &&
  values.price !== '' &&
  Number(value) > Number(values.price)
    ? t.products.minPriceAbovePrice
    : undefined;

/** A price the product already has may be changed but not erased (the server refuses it too). */
const keptBy =
  (record: RaRecord | undefined, source: 'price' | 'minPrice', message: string): Validator =>
  (value) =>
    record?.[source] != null && (value === '' || value === null || value === undefined) ? message : undefined;

export function ProductForm({ create = false }: { create?: boolean }) {
  const translate = useTranslate();
  const record = useRecordContext();
  return (
    <SimpleForm
      toolbar={<FormToolbar showDelete={!create} />}
      defaultValues={{ type: 'multydrink' }}
      sx={{ maxWidth: 900 }}
    >
      <ImageUploadInput source="image" requiredMessage={create ? t.products.imageRequired : undefined} />
      <TextInput source="name" validate={required} fullWidth />
      <TextInput source="description" validate={required} multiline minRows={3} fullWidth />
      <TextInput source="benefits" multiline minRows={3} fullWidth helperText={translate('mh.products.benefitsHelp')} />
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', width: '100%' }}>
        <PriceInput source="price" validate={[notNegative, keptBy(record, 'price', t.products.priceKept)]} />
        <PriceInput
          source="minPrice"
          validate={[notNegative, notAbovePrice, keptBy(record, 'minPrice', t.products.minPriceKept)]}
          helperText={translate('mh.products.minPriceHelp')}
        />
      </Box>
      <SelectInput
        fullWidth={false}
        source="type"
        choices={[
          { id: 'multydrink', name: 'mh.products.types.multydrink' },
          { id: 'other', name: 'mh.products.types.other' },
        ]}
        sx={{ minWidth: 240 }}
      />
    </SimpleForm>
  );
}
