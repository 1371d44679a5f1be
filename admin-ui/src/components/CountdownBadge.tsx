import { Chip, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { countdownTone, type CountdownTone } from '@multyhealth/rules';

const COLORS: Record<CountdownTone, 'error' | 'warning' | 'success'> = {
  expired: 'error',
  destructive: 'error',
  warning: 'warning',
  normal: 'success',
};

/** Days left as a badge: ≤0 'Expirado', 1–7 red, 8–30 amber, above 30 green. */
export function CountdownBadge({ days }: { days: number | null | undefined }) {
  const translate = useTranslate();
  if (days === null || days === undefined) {
    return (
      <Typography variant="body2" component="span">
        {translate('mh.common.notDefined')}
      </Typography>
    );
  }
  const tone = countdownTone(days);
  const label =
    tone === 'expired' ? translate('mh.countdown.expired') : translate('mh.countdown.days', { smart_count: days });
  return (
    <Chip
      size="small"
      label={label}
      color={COLORS[tone]}
      variant={tone === 'normal' ? 'outlined' : 'filled'}
      data-tone={tone}
      sx={{ fontWeight: 600 }}
    />
  );
}
