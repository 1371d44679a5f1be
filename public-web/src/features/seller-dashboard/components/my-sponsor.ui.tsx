import Typography from '@mui/material/Typography';
import { useMySponsor } from '../api/get-my-sponsor.query';

/**
 * 'Mi Red': who invited the member. A sponsor who deleted their account shows as 'cuenta eliminada' (Ley 1581:
 * their name is gone); nothing is shown to a member who came on their own or while the answer is loading.
 */
export function MySponsor() {
  const { data } = useMySponsor();
  if (!data || (!data.sponsor && !data.sponsorDeleted)) return null;
  return (
    <Typography data-testid="my-sponsor" color="text.secondary">
      Te invitó:{' '}
      <Typography component="span" sx={{ fontWeight: 600, color: 'text.primary' }}>
        {data.sponsor ? data.sponsor.name : 'cuenta eliminada'}
      </Typography>
    </Typography>
  );
}
