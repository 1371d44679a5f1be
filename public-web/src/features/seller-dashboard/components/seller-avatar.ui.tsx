import Avatar from '@mui/material/Avatar';
import { initialsOf } from '../../../components/ui/initials-avatar.ui';

/** The seller's photo, or initials generated locally on the brand yellow when missing or broken. */
export function SellerAvatar({ name, photo, size }: { name: string; photo?: string | null; size: number }) {
  return (
    <Avatar
      src={photo || undefined}
      alt={name}
      sx={{ width: size, height: size, bgcolor: '#FACC15', color: '#111827', fontWeight: 800, fontSize: size * 0.38 }}
    >
      {initialsOf(name)}
    </Avatar>
  );
}
