import { Box } from '@mui/material';
import { minValue, SelectInput, SimpleForm, TextInput, useTranslate, type Validator } from 'react-admin';
import { FormToolbar } from '../components/UploadState';
import { ImageUploadInput } from '../components/ImageUploadInput';
import { PriceInput } from '../components/PriceInput';
import { requiredWith } from '../components/validators';
import { t } from '../i18n/es';

const required = requiredWith(t.common.nameAndDescriptionRequired);
const notNegative = minValue(0);
const notAbovePrice: Validator = (value, values) =>
  value !== null && value !== undefined && value !== '' && values.price !== null && values.price !== undefined && values.price !== '' && Number(value) > Number(values.price)
    ? t.products.minPriceAbovePrice
    : undefined;

export function ProductForm({ create = false }: { create?: boolean }) {
  const translate = useTranslate();
  return (
    <SimpleForm toolbar={<FormToolbar showDelete={!create} />} defaultValues={{ type: 'multydrink' }} sx={{ maxWidth: 900 }}>
      <ImageUploadInput source="image" requiredMessage={create ? t.products.imageRequired : undefined} />
      <TextInput source="name" validate={required} fullWidth />
      <TextInput source="description" validate={required} multiline minRows={3} fullWidth />
      <TextInput source="benefits" multiline minRows={3} fullWidth helperText={translate('mh.products.benefitsHelp')} />
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', width: '100%' }}>
        <PriceInput source="price" validate={notNegative} />
        <PriceInput source="minPrice" validate={[notNegative, notAbovePrice]} helperText={translate('mh.products.minPriceHelp')} />
      </Box>
      <SelectInput fullWidth={false}
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
