import { Box } from '@mui/material';
import {
  FormDataConsumer,
  ReferenceInput,
  SelectInput,
  SimpleForm,
  TextInput,
  useTranslate,
  type Validator,
} from 'react-admin';
import { useFormContext } from 'react-hook-form';
import { ImageUploadInput } from '../components/ImageUploadInput';
import { FormToolbar } from '../components/UploadState';
import { VideoUploadInput } from '../components/VideoUploadInput';
import { requiredWith } from '../components/validators';
import { t } from '../i18n/es';
import { PdfUploadInput } from './PdfUploadInput';
import { OrderAndActive } from '../components/OrderAndActive';

export const KIND_CHOICES = (['imagen', 'video', 'pdf', 'texto'] as const).map((id) => ({
  id,
  name: `mh.material.kinds.${id}`,
}));

const titleRequired = requiredWith(t.material.titleRequired);
const fileRequired: Validator = (value) => (String(value ?? '').trim() ? undefined : t.material.fileRequired);
const captionRequired: Validator = (value, values) =>
  values.kind === 'texto' && !String(value ?? '').trim() ? t.material.captionRequired : undefined;
const captionLength: Validator = (value) =>
  String(value ?? '').length > 2000 ? 'El texto para copiar no puede tener más de 2000 caracteres' : undefined;

/** Each kind keeps one file: choosing another kind clears the one chosen before. */
function KindInput() {
  const { setValue } = useFormContext();
  return (
    <SelectInput
      source="kind"
      choices={KIND_CHOICES}
      fullWidth={false}
      sx={{ minWidth: 200 }}
      onChange={() => setValue('fileUrl', null, { shouldDirty: true })}
    />
  );
}

export function MaterialForm({ create = false }: { create?: boolean }) {
  const translate = useTranslate();
  return (
    <SimpleForm
      toolbar={<FormToolbar showDelete={!create} />}
      defaultValues={{ kind: 'imagen', order: 1, active: true }}
      sx={{ maxWidth: 900 }}
    >
      <TextInput source="title" validate={titleRequired} fullWidth />
      <KindInput />
      <FormDataConsumer>
        {({ formData }) =>
          formData.kind === 'imagen' ? (
            <ImageUploadInput source="fileUrl" requiredMessage={t.material.fileRequired} />
          ) : formData.kind === 'video' ? (
            <VideoUploadInput
              source="fileUrl"
              validate={fileRequired}
              helperText={translate('mh.material.videoHelp')}
            />
          ) : formData.kind === 'pdf' ? (
            <PdfUploadInput source="fileUrl" validate={fileRequired} />
          ) : null
        }
      </FormDataConsumer>
      <TextInput
        source="caption"
        multiline
        minRows={4}
        fullWidth
        validate={[captionRequired, captionLength]}
        helperText={translate('mh.material.captionHelp')}
      />
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'flex-start', width: '100%' }}>
        <ReferenceInput source="productId" reference="products" sort={{ field: 'name', order: 'ASC' }}>
          <SelectInput optionText="name" fullWidth={false} sx={{ minWidth: 240 }} emptyText="—" />
        </ReferenceInput>
        <TextInput
          source="campaign"
          fullWidth={false}
          sx={{ minWidth: 240, flex: '1 1 240px' }}
          helperText={translate('mh.material.campaignHelp')}
        />
      </Box>
      <OrderAndActive />
    </SimpleForm>
  );
}
