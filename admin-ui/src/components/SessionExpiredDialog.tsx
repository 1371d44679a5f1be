import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';
import { AUTH_EXPIRED_EVENT } from '../providers/authProvider';
import { PUBLIC_LOGIN_URL } from '../providers/session';

/** 'Sesión Expirada' when the API refuses the token: sign in again, or reload. */
export function SessionExpiredDialog() {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  useEffect(() => {
    const show = () => setOpen(true);
    window.addEventListener(AUTH_EXPIRED_EVENT, show);
    return () => window.removeEventListener(AUTH_EXPIRED_EVENT, show);
  }, []);
  return (
    <Dialog open={open} aria-labelledby="session-expired-title">
      <DialogTitle id="session-expired-title">{translate('mh.session.expiredTitle')}</DialogTitle>
      <DialogContent>
        <DialogContentText>{translate('mh.session.expiredText')}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => window.location.reload()}>{translate('mh.session.reload')}</Button>
        <Button variant="contained" autoFocus onClick={() => window.location.assign(PUBLIC_LOGIN_URL(true))}>
          {translate('mh.session.signIn')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
