import { Box, Card, CardContent, CardHeader, Chip, Stack, Typography } from '@mui/material';
import { formatDate } from '@multyhealth/brand';
import { useMutation } from '@tanstack/react-query';
import {
  PasswordInput,
  SaveButton,
  SimpleForm,
  Title,
  Toolbar,
  useDataProvider,
  useGetIdentity,
  useTranslate,
} from 'react-admin';
import { useEffect } from 'react';
import { useFormContext } from 'react-hook-form';
import { PageHeader } from '../components/PageHeader';
import { submitTo } from '../components/validators';
import { useToast } from '../components/useToast';
import { t } from '../i18n/es';
import { sessionExpiresAt } from '../providers/authProvider';
import type { AdminDataProvider, PasswordChange } from '../providers/dataProvider';

/** Admin password change: all three required, equal, new one at least 6 characters. */
export function validatePasswordChange(values: Partial<PasswordChange>): Record<string, string> {
  const errors: Record<string, string> = {};
  const { currentPassword, newPassword, confirmPassword } = values;
  if (!currentPassword || !newPassword || !confirmPassword) {
    for (const field of ['currentPassword', 'newPassword', 'confirmPassword'] as const) {
      if (!values[field]) errors[field] = t.settings.allRequired;
    }
    return errors;
  }
  if (newPassword.length < 6) errors.newPassword = t.settings.tooShort;
  if (newPassword !== confirmPassword) errors.confirmPassword = t.settings.mismatch;
  return errors;
}

function PasswordToolbar({ pending }: { pending: boolean }) {
  const translate = useTranslate();
  return (
    <Toolbar>
      <SaveButton
        label={translate(pending ? 'mh.settings.submitting' : 'mh.settings.submit')}
        alwaysEnable={false}
        icon={<span />}
      />
    </Toolbar>
  );
}

/** Empties the three fields once the password was changed. */
function ResetOnSuccess({ done }: { done: number }) {
  const { reset } = useFormContext();
  useEffect(() => {
    if (done) reset({ currentPassword: '', newPassword: '', confirmPassword: '' });
  }, [done, reset]);
  return null;
}

function PasswordFields() {
  return (
    <Box sx={{ width: '100%', maxWidth: 420 }}>
      <PasswordInput
        source="currentPassword"
        label="mh.settings.currentPassword"
        fullWidth
        autoComplete="current-password"
      />
      <PasswordInput source="newPassword" label="mh.settings.newPassword" fullWidth autoComplete="new-password" />
      <PasswordInput
        source="confirmPassword"
        label="mh.settings.confirmPassword"
        fullWidth
        autoComplete="new-password"
      />
    </Box>
  );
}

export default function SettingsPage() {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AdminDataProvider>();
  const { identity } = useGetIdentity();
  const toast = useToast();
  const change = useMutation({
    mutationFn: (values: PasswordChange) => dataProvider.changePassword(values),
    onSuccess: (result) => toast.success(result?.message || t.settings.success),
    onError: (e) => toast.error(e, t.settings.error),
  });
  const expires = sessionExpiresAt();

  return (
    <Box sx={{ pb: 4 }}>
      <Title title={translate('mh.menu.settings')} />
      <PageHeader title={translate('mh.settings.title')} />
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '3fr 2fr' }, alignItems: 'start' }}>
        <Card>
          <CardHeader
            title={translate('mh.settings.changePassword')}
            slotProps={{ title: { variant: 'h6', component: 'h3' } }}
          />
          <CardContent sx={{ p: 0, '&:last-child': { pb: 0 } }}>
            <SimpleForm
              validate={validatePasswordChange}
              toolbar={<PasswordToolbar pending={change.isPending} />}
              onSubmit={submitTo<PasswordChange>(change.mutateAsync)}
            >
              <PasswordFields />
              <ResetOnSuccess done={change.submittedAt && change.isSuccess ? change.submittedAt : 0} />
            </SimpleForm>
          </CardContent>
        </Card>
        <Card>
          <CardHeader
            title={translate('mh.settings.account')}
            slotProps={{ title: { variant: 'h6', component: 'h3' } }}
          />
          <CardContent>
            <Stack spacing={2}>
              <Box>
                <Typography variant="body2" color="text.secondary">
                  {translate('mh.settings.email')}
                </Typography>
                <Typography sx={{ fontWeight: 600 }}>{identity?.email ?? '—'}</Typography>
              </Box>
              <Box>
                <Typography variant="body2" color="text.secondary">
                  {translate('mh.settings.role')}
                </Typography>
                <Chip label={translate('mh.settings.roleAdmin')} color="primary" size="small" sx={{ mt: 0.5 }} />
              </Box>
              <Box>
                <Typography variant="body2" color="text.secondary">
                  {translate('mh.settings.session')}
                </Typography>
                <Typography sx={{ fontWeight: 600 }}>
                  {identity?.fullName}
                  {expires
                    ? ` · ${translate('mh.settings.sessionUntil', { date: `${formatDate(expires)} ${expires.toLocaleTimeString('es-CO', { hour: '2-digit', minute: '2-digit' })}` })}`
                    : ''}
                </Typography>
              </Box>
            </Stack>
          </CardContent>
        </Card>
      </Box>
    </Box>
  );
}
