import { Typography } from '@mui/material';
import { SimpleForm, TextInput, useTranslate } from 'react-admin';
import { ResourceEdit } from '../components/ResourcePages';
import { FormToolbar } from '../components/UploadState';
import { requiredWith } from '../components/validators';
import { t } from '../i18n/es';

const required = requiredWith(t.legalTexts.required);

export default function LegalTextEdit() {
  const translate = useTranslate();
  return (
    <ResourceEdit errorFallback={t.legalTexts.updateError}>
      <SimpleForm toolbar={<FormToolbar showDelete={false} />} sx={{ maxWidth: 900 }}>
        <TextInput source="title" validate={required} fullWidth slotProps={{ htmlInput: { maxLength: 200 } }} />
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {translate('mh.legalTexts.formatHelp')}
        </Typography>
        <TextInput
          source="body"
          validate={required}
          multiline
          minRows={16}
          fullWidth
          slotProps={{ htmlInput: { maxLength: 50000 } }}
        />
      </SimpleForm>
    </ResourceEdit>
  );
}
