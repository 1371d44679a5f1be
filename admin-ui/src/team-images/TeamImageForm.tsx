import { SimpleForm, TextInput } from 'react-admin';
import { ImageUploadInput } from '../components/ImageUploadInput';
import { FormToolbar } from '../components/UploadState';
import { t } from '../i18n/es';
import { DEFAULT_ORDER, TEAM_IMAGE_MAX_BYTES } from '../lib/constants';
import { OrderAndActive } from '../components/OrderAndActive';

export function TeamImageForm({ create = false }: { create?: boolean }) {
  return (
    <SimpleForm
      toolbar={<FormToolbar showDelete={!create} confirmDelete deleteContent="mh.team.deleteContent" />}
      defaultValues={{ order: DEFAULT_ORDER.team, isActive: true }}
      sx={{ maxWidth: 760 }}
    >
      <ImageUploadInput source="imageUrl" maxBytes={TEAM_IMAGE_MAX_BYTES} requiredMessage={t.team.imageRequired} />
      <TextInput source="title" fullWidth />
      <TextInput source="description" multiline minRows={2} fullWidth />
      <OrderAndActive activeSource="isActive" />
    </SimpleForm>
  );
}
