import { Box } from '@mui/material';
import {
  ArrayInput,
  FormDataConsumer,
  SelectInput,
  SimpleForm,
  SimpleFormIterator,
  TextInput,
  useTranslate,
} from 'react-admin';
import { ImageUploadInput } from '../components/ImageUploadInput';
import { FormToolbar } from '../components/UploadState';
import { requiredWith } from '../components/validators';
import { t } from '../i18n/es';
import { DEFAULT_ORDER } from '../lib/constants';
import { OrderAndActive } from '../components/OrderAndActive';

const required = requiredWith(t.common.titleAndDescriptionRequired);

function ListInput({ source, itemLabel }: { source: string; itemLabel: string }) {
  return (
    <ArrayInput source={source}>
      <SimpleFormIterator
        inline
        disableReordering={false}
        sx={{ '& .RaSimpleFormIterator-line': { borderBottom: 'none' } }}
      >
        <TextInput
          source=""
          label={itemLabel}
          helperText={false}
          sx={{ minWidth: { xs: 0, sm: 420 }, width: { xs: '100%', sm: 'auto' } }}
        />
      </SimpleFormIterator>
    </ArrayInput>
  );
}

export function FeatureForm({ create = false }: { create?: boolean }) {
  const translate = useTranslate();
  return (
    <SimpleForm
      toolbar={<FormToolbar showDelete={!create} confirmDelete deleteContent="mh.features.deleteContent" />}
      defaultValues={{
        productType: 'multydrink',
        order: DEFAULT_ORDER.feature,
        active: true,
        benefits: [''],
        ingredients: [],
      }}
      sx={{ maxWidth: 900 }}
    >
      <SelectInput
        fullWidth={false}
        source="productType"
        choices={[
          { id: 'multydrink', name: 'mh.features.productTypes.multydrink' },
          { id: 'multytest', name: 'mh.features.productTypes.multytest' },
        ]}
        sx={{ minWidth: 240 }}
      />
      <TextInput source="title" validate={required} fullWidth />
      <TextInput source="description" validate={required} multiline minRows={3} fullWidth />
      <ImageUploadInput source="imageUrl" />
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', width: '100%' }}>
        <TextInput source="videoUrl" sx={{ flex: '1 1 320px' }} />
        <TextInput source="videoTitle" sx={{ flex: '1 1 240px' }} />
      </Box>
      <ListInput source="benefits" itemLabel={translate('mh.features.benefit')} />
      <FormDataConsumer>
        {({ formData }) =>
          formData.productType === 'multydrink' ? (
            <ListInput source="ingredients" itemLabel={translate('mh.features.ingredient')} />
          ) : null
        }
      </FormDataConsumer>
      <OrderAndActive />
    </SimpleForm>
  );
}
