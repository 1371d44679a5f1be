import { Alert, Typography } from '@mui/material';
import { DateField, Labeled, Link, SimpleForm, TextField, TextInput, useTranslate, WithRecord } from 'react-admin';
import { ResourceEdit } from '../components/ResourcePages';
import { AnswerToolbar } from './AnswerToolbar';
import { DaysLeft } from './DaysLeft';
import { requiredWith } from '../components/validators';
import { t } from '../i18n/es';

const required = requiredWith(t.dataRequests.answerRequired);

/** The request as filed, and the answer: sent by e-mail once, then the request is 'respondida'. */
export default function DataRequestEdit() {
  const translate = useTranslate();
  return (
    <ResourceEdit errorFallback={t.dataRequests.answerError}>
      <WithRecord
        render={(record) => (
          <SimpleForm
            toolbar={record.status === 'pendiente' ? <AnswerToolbar email={record.email} /> : false}
            sx={{ maxWidth: 900 }}
          >
            {record.overdue && <Alert severity="error">{translate('mh.dataRequests.overdue')}</Alert>}
            <Labeled source="name">
              <TextField source="name" />
            </Labeled>
            <Labeled source="email">
              <TextField source="email" />
            </Labeled>
            {record.memberId != null && (
              <Link to={`/users/${record.memberId}/show`}>
                {translate('mh.dataRequests.memberLink', { name: record.name })}
              </Link>
            )}
            <Labeled source="type">
              <Typography variant="body2">{translate(`mh.dataRequests.types.${record.type}`)}</Typography>
            </Labeled>
            <Labeled source="dueDate">
              <span>
                <DateField source="dueDate" /> <DaysLeft record={record} />
              </span>
            </Labeled>
            <Labeled source="message">
              <TextField source="message" sx={{ whiteSpace: 'pre-wrap' }} />
            </Labeled>
            <Typography variant="body2" color="text.secondary">
              {translate('mh.dataRequests.terms')}
            </Typography>
            {record.status === 'pendiente' ? (
              <>
                <Typography variant="body2" color="text.secondary">
                  {translate('mh.dataRequests.answerHelp')}
                </Typography>
                <TextInput
                  source="answer"
                  validate={required}
                  multiline
                  minRows={8}
                  fullWidth
                  slotProps={{ htmlInput: { maxLength: 10000 } }}
                />
              </>
            ) : (
              <>
                <Alert severity="success">{translate('mh.dataRequests.answered')}</Alert>
                <Labeled source="answer">
                  <TextField source="answer" sx={{ whiteSpace: 'pre-wrap' }} />
                </Labeled>
              </>
            )}
          </SimpleForm>
        )}
      />
    </ResourceEdit>
  );
}
