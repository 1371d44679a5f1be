import { NumberInput, SimpleForm, TextInput } from 'react-admin';
import { FormToolbar } from '../components/UploadState';
import { minNumber, requiredWith } from '../components/validators';
import { t } from '../i18n/es';
import { DEFAULT_ORDER } from '../lib/constants';

const required = requiredWith(t.faq.required);
const orderMin = [requiredWith(t.faq.orderMin), minNumber(1, t.faq.orderMin)];

export function FaqForm({ create = false }: { create?: boolean }) {
  return (
    <SimpleForm toolbar={<FormToolbar showDelete={!create} confirmDelete deleteContent="mh.faq.deleteContent" />} defaultValues={{ order: DEFAULT_ORDER.faq }} sx={{ maxWidth: 760 }}>
      <TextInput source="question" validate={required} fullWidth />
      <TextInput source="answer" validate={required} multiline minRows={4} fullWidth />
      <NumberInput source="order" validate={orderMin} sx={{ maxWidth: 160 }} />
    </SimpleForm>
  );
}
