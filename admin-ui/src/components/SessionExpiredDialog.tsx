import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import { useTranslate } from 'react-admin';
import { AUTH_EXPIRED_EVENT, sessionExpired } from '../providers/authProvider';
import { PUBLIC_LOGIN_URL } from '../providers/session';

/** 'Sesión Expirada' when the API refuses the token: sign in again, or reload. */
export function SessionExpiredDialog() {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  // The screen the session ended on, kept before anything navigates away from it: where signing in returns to.
  const returnTo = useRef<string | undefined>(undefined);
  useEffect(() => {
    const show = () => {
      const { pathname, search, hash } = window.location;
      returnTo.current = `${pathname}${search}${hash}`;
      setOpen(true);
    };
    window.addEventListener(AUTH_EXPIRED_EVENT, show);
    // The first request's 401 can come before this dialog is mounted (the event is sent once).
    if (sessionExpired()) show();
    return () => window.removeEventListener(AUTH_EXPIRED_EVENT, show);
  }, []);
  return (
    <Dialog open={open} aria-labelledby="session-expired-title">
      <DialogTitle id="session-expired-title">{translate('mh.session.expiredTitle')}</DialogTitle>
      <DialogContent>
        <DialogContentText>{translate('mh.session.expiredText')}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => window.location.assign(returnTo.current ?? window.location.href)}>
          {translate('mh.session.reload')}
        </Button>
        <Button
          variant="contained"
          autoFocus
          onClick={() => window.location.assign(PUBLIC_LOGIN_URL(true, returnTo.current))}
        >
          {translate('mh.session.signIn')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
