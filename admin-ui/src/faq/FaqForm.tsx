import { useEffect } from 'react';
import { NumberInput, SimpleForm, TextInput, useGetList, type Validator } from 'react-admin';
import { useFormContext } from 'react-hook-form';
import { FormToolbar } from '../components/UploadState';
import { minNumber, requiredWith } from '../components/validators';
import { t } from '../i18n/es';
import { DEFAULT_ORDER } from '../lib/constants';

const required = requiredWith(t.faq.required);
const wholeNumber: Validator = (value) =>
  value !== '' && value != null && !Number.isInteger(Number(value)) ? t.faq.orderInteger : undefined;
const orderMin = [requiredWith(t.faq.orderMin), wholeNumber, minNumber(1, t.faq.orderMin)];

/** A new question goes last: its order starts one above the highest, unless the admin already typed one. */
function NextOrder() {
  const { setValue, getFieldState } = useFormContext();
  const { data } = useGetList('faq', { pagination: { page: 1, perPage: 1 }, sort: { field: 'order', order: 'DESC' } });
  useEffect(() => {
    if (data && !getFieldState('order').isDirty) setValue('order', Math.floor(Number(data[0]?.order) || 0) + 1);
  }, [data, getFieldState, setValue]);
  return null;
}

export function FaqForm({ create = false }: { create?: boolean }) {
  return (
    <SimpleForm
      toolbar={<FormToolbar showDelete={!create} confirmDelete deleteContent="mh.faq.deleteContent" />}
      defaultValues={{ order: DEFAULT_ORDER.faq }}
      sx={{ maxWidth: 760 }}
    >
      <TextInput source="question" validate={required} fullWidth />
      <TextInput source="answer" validate={required} multiline minRows={4} fullWidth />
      <NumberInput source="order" validate={orderMin} sx={{ maxWidth: 160 }} />
      {create && <NextOrder />}
    </SimpleForm>
  );
}
