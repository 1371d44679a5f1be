import { SimpleForm, TextInput } from 'react-admin';
import { FormToolbar } from '../components/UploadState';
import { ResourceEdit } from '../components/ResourcePages';
import { requiredWith } from '../components/validators';
import { t } from '../i18n/es';

const required = requiredWith(t.users.required);

/** Corrects a member's contact data (PUT /api/admin/users/:id); the server checks the name, WhatsApp and unique e-mail. */
export default function UserEdit() {
  return (
    <ResourceEdit errorFallback={t.users.updateError} redirect="show">
      <SimpleForm toolbar={<FormToolbar showDelete={false} />} sx={{ maxWidth: 760 }}>
        <TextInput source="name" validate={required} fullWidth />
        <TextInput source="email" type="email" validate={required} fullWidth />
        <TextInput source="whatsapp" validate={required} fullWidth helperText="+573001234567" />
        <TextInput source="city" validate={required} fullWidth />
        <TextInput source="country" validate={required} fullWidth />
      </SimpleForm>
    </ResourceEdit>
  );
}
