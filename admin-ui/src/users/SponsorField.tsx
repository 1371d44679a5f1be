import type React from 'react';
import { Link, useRecordContext, useTranslate, type FieldProps } from 'react-admin';

/** The member's sponsor as 'Name (code)', linking to the sponsor's record; '—' when they came on their own; 'cuenta eliminada' when the sponsor deleted their account. */
export function SponsorField(_props: FieldProps) {
  const translate = useTranslate();
  const record = useRecordContext<{
    sponsor?: { id: number; name: string; code: string } | null;
    sponsorDeleted?: boolean;
  }>();
  const sponsor = record?.sponsor;
  if (!sponsor && record?.sponsorDeleted) return <span>{translate('mh.users.sponsorDeleted')}</span>;
  if (!sponsor) return <span aria-label={translate('mh.users.noSponsor')}>—</span>;
  return (
    <Link to={`/users/${sponsor.id}/show`} onClick={(e: React.MouseEvent) => e.stopPropagation()}>
      {`${sponsor.name} (${sponsor.code})`}
    </Link>
  );
}
