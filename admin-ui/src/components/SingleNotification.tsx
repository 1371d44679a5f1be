import { Alert, Button, Snackbar } from '@mui/material';
import { isValidElement, useCallback, useEffect, useRef, useState } from 'react';
import {
  CloseNotificationContext,
  useNotificationContext,
  useTakeUndoableMutation,
  useTranslate,
  type NotificationPayload,
} from 'react-admin';
import { useLocation } from 'react-router-dom';

interface Shown extends NotificationPayload {
  key: number;
  settled: boolean;
}

const FORM_INVALID = 'ra.message.invalid_form';
const severities = ['success', 'error', 'warning', 'info'] as const;

/**
 * At most one toast: the newest replaces the one showing instead of queueing behind it (react-admin's own
 * Notification queues). A replaced undoable toast commits its change; a form's validation toast closes with the form's page.
 */
export function SingleNotification() {
  const { notifications, resetNotifications } = useNotificationContext();
  const takeMutation = useTakeUndoableMutation();
  const translate = useTranslate();
  const { pathname } = useLocation();
  const [current, setCurrent] = useState<Shown>();
  const [open, setOpen] = useState(false);
  const counter = useRef(0);

  const settle = useCallback(
    (notification: NotificationPayload & { settled?: boolean }, isUndo: boolean) => {
      if (!notification.notificationOptions?.undoable || notification.settled) return;
      notification.settled = true;
      takeMutation()?.({ isUndo });
    },
    [takeMutation],
  );

  useEffect(() => {
    if (!notifications.length) return;
    const incoming = [...notifications];
    resetNotifications();
    const latest = incoming.pop()!;
    if (current) settle(current, false);
    for (const dropped of incoming) settle(dropped, false);
    setCurrent({ ...latest, key: ++counter.current, settled: false });
    setOpen(true);
  }, [notifications, resetNotifications, current, settle]);

  // Only a change of screen closes it, not a change of the toast.
  const [shownOn, setShownOn] = useState(pathname);
  if (shownOn !== pathname) {
    setShownOn(pathname);
    if (current?.message === FORM_INVALID) setOpen(false);
  }

  useEffect(() => {
    if (!current?.notificationOptions?.undoable) return;
    const warn = (e: BeforeUnloadEvent) => e.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [current]);

  const close = useCallback(() => setOpen(false), []);
  if (!current) return null;
  const { message, type, notificationOptions = {} } = current;
  const { autoHideDuration, messageArgs, undoable } = notificationOptions;
  const severity = severities.find((s) => s === type) ?? 'info';
  const undo = () => {
    settle(current, true);
    setOpen(false);
  };

  return (
    <CloseNotificationContext.Provider value={close}>
      <Snackbar
        key={current.key}
        open={open}
        autoHideDuration={autoHideDuration === undefined ? 5000 : (autoHideDuration ?? undefined)}
        onClose={(_, reason) => reason !== 'clickaway' && close()}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
        slotProps={{
          transition: {
            onExited: () => {
              settle(current, false);
              setCurrent((shown) => (shown?.key === current.key ? undefined : shown));
            },
          },
        }}
      >
        {isValidElement(message) ? (
          <div>{message}</div>
        ) : (
          <Alert
            severity={severity}
            variant="filled"
            role={severity === 'error' ? 'alert' : 'status'}
            sx={{ minWidth: { sm: 320 }, maxWidth: 420, alignItems: 'center' }}
            action={
              undoable ? (
                <Button color="inherit" size="small" onClick={undo}>
                  {translate('ra.action.undo')}
                </Button>
              ) : undefined
            }
          >
            {typeof message === 'string' ? translate(message, messageArgs) : null}
          </Alert>
        )}
      </Snackbar>
    </CloseNotificationContext.Provider>
  );
}
