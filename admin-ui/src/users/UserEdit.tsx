import { SimpleForm, TextInput } from 'react-admin';
import { FormToolbar } from '../components/UploadState';
import { ResourceEdit } from '../components/ResourcePages';
import { requiredWith } from '../components/validators';
import { t } from '../i18n/es';
import { CityInput, CountryInput } from './PlaceInputs';

const required = requiredWith(t.users.required);

/**
 * Corrects a member's contact data (PUT /api/admin/users/:id); the server checks the name, WhatsApp, unique e-mail
 * and listed country, and normalises the city.
 */
export default function UserEdit() {
  return (
    <ResourceEdit errorFallback={t.users.updateError} redirect="show">
      <SimpleForm toolbar={<FormToolbar showDelete={false} />} sx={{ maxWidth: 760 }}>
        <TextInput source="name" validate={required} fullWidth />
        <TextInput source="email" type="email" validate={required} fullWidth />
        <TextInput source="whatsapp" validate={required} fullWidth helperText="+573001234567" />
        <CountryInput validate={required} />
        <CityInput validate={required} />
      </SimpleForm>
    </ResourceEdit>
  );
}
