import { Avatar, Box, Card, CardContent, CardHeader, Stack, Typography } from '@mui/material';
import { formatDate } from '@multyhealth/brand';
import type { ReactNode } from 'react';
import {
  EditButton,
  FunctionField,
  Labeled,
  Link,
  NumberField,
  Show,
  TextField,
  TopToolbar,
  useRecordContext,
  useTranslate,
  WithRecord,
} from 'react-admin';
import { CountdownBadge } from '../components/CountdownBadge';
import { StatusChip } from '../components/StatusChip';
import { remainingDays } from '../lib/countdown';
import { MemberPayments } from './MemberPayments';
import { PageModeration } from './PageModeration';
import { RenewButton } from '../components/RenewButton';
import { ApproveButton } from './ApproveButton';
import { DeleteUserButton } from './DeleteUserButton';
import { RejectButton, ViewPageButton } from './userActions';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card>
      <CardHeader title={title} slotProps={{ title: { variant: 'h6', component: 'h3' } }} />
      <CardContent
        sx={{
          pt: 0,
          display: 'grid',
          gridTemplateColumns: 'repeat(auto-fill, minmax(min(200px, 100%), 1fr))',
          gap: 2,
        }}
      >
        {children}
      </CardContent>
    </Card>
  );
}

function DateValue({ source }: { source: string }) {
  const translate = useTranslate();
  return (
    <Labeled source={source}>
      <FunctionField
        source={source}
        render={(r) => (r[source] ? formatDate(r[source]) : translate('mh.common.notDefined'))}
      />
    </Labeled>
  );
}

function TextValue({ source, emptyText }: { source: string; emptyText?: string }) {
  return (
    <Labeled source={source}>
      <TextField source={source} emptyText={emptyText} />
    </Labeled>
  );
}

function CountValue({ source }: { source: string }) {
  return (
    <Labeled source={source}>
      <NumberField source={source} locales="es-CO" emptyText="0" />
    </Labeled>
  );
}

function ShowActions() {
  return (
    <TopToolbar>
      <EditButton label="mh.users.edit" />
      <ApproveButton />
      <RejectButton />
      <RenewButton label="mh.users.renew" />
      <ViewPageButton />
      <DeleteUserButton redirect="list" />
    </TopToolbar>
  );
}

function UserTitle() {
  const record = useRecordContext();
  const translate = useTranslate();
  return <>{record ? translate('mh.users.detailTitle', { name: record.name }) : ''}</>;
}

function Header() {
  const record = useRecordContext();
  if (!record) return null;
  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 2 }}>
      <Avatar
        src={record.photo ?? undefined}
        alt={record.name}
        sx={{ width: 64, height: 64, bgcolor: 'secondary.main', color: 'text.primary', fontWeight: 700 }}
      >
        {record.name?.[0]}
      </Avatar>
      <Box>
        <Typography variant="h5" component="h2" sx={{ fontWeight: 800 }}>
          {record.name}
        </Typography>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 0.5 }}>
          <Typography color="text.secondary">/u/{record.slug}</Typography>
          <StatusChip status={record.status} />
        </Stack>
      </Box>
    </Stack>
  );
}

export default function UserShow() {
  const translate = useTranslate();
  return (
    <Show
      actions={<ShowActions />}
      title={<UserTitle />}
      sx={{ '& .RaShow-card': { bgcolor: 'transparent', boxShadow: 'none' } }}
    >
      <Box sx={{ p: { xs: 1, md: 2 } }}>
        <Header />
        <Stack spacing={2}>
          <Section title={translate('mh.users.account')}>
            <TextValue source="email" />
            <TextValue source="code" />
            <TextValue source="whatsapp" />
            <TextValue source="city" />
            <TextValue source="country" />
            <TextValue source="discountCode" emptyText="—" />
            <DateValue source="createdAt" />
            <Labeled source="sponsor">
              <WithRecord
                render={(r) =>
                  r.sponsor ? (
                    <Link to={`/users/${r.sponsor.id}/show`}>{`${r.sponsor.name} (${r.sponsor.code})`}</Link>
                  ) : (
                    <Typography variant="body2">
                      {translate(r.sponsorDeleted ? 'mh.users.sponsorDeleted' : 'mh.users.noSponsor')}
                    </Typography>
                  )
                }
              />
            </Labeled>
          </Section>
          <Section title={translate('mh.users.subscription')}>
            <DateValue source="approvedAt" />
            <DateValue source="paymentExpiresAt" />
            <Labeled source="remainingDays">
              <WithRecord render={(r) => <CountdownBadge days={remainingDays(r)} />} />
            </Labeled>
          </Section>
          <MemberPayments />
          <Section title={translate('mh.users.activity')}>
            <CountValue source="visitCount" />
            <CountValue source="whatsappClicks" />
            <Labeled source="hasVideo">
              <WithRecord
                render={(r) => (
                  <Typography variant="body2">
                    {translate(r.hasVideo ? 'mh.users.hasVideo' : 'mh.users.noVideo')}
                  </Typography>
                )}
              />
            </Labeled>
          </Section>
          <PageModeration />
        </Stack>
      </Box>
    </Show>
  );
}
