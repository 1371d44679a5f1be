import NotificationsActive from '@mui/icons-material/NotificationsActive';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useToast } from '../../../components/ui/toast.context';
import { errorText } from '../../../lib/api-client';
import { useAddPushDevice } from '../api/add-push-device.mutation';
import { usePushDevices } from '../api/get-push-devices.query';
import { useSendTestPush } from '../api/send-test-push.mutation';
import {
  DENIED_HELP,
  IOS_HELP,
  NO_SERVICE_WORKER,
  UNSUPPORTED_HELP,
  browserPushSupport,
  currentSubscription,
  rememberThisDevice,
  serviceWorkerReady,
  thisDeviceId,
  type PushSupport,
} from '../push-device.rules';
import { NotificationSwitches } from './notification-switches.ui';
import { PushDevices } from './push-devices.ui';

/**
 * 'Notificaciones': turn on push on this phone (the browser asks for permission only after the tap), send a test,
 * see and remove devices, and choose what to be told about.
 */
export function NotificationsCard() {
  const devices = usePushDevices();
  const add = useAddPushDevice();
  const test = useSendTestPush();
  const toast = useToast();
  // The dashboard renders in the browser only, so these read the browser at once.
  const [support] = useState<PushSupport>(browserPushSupport);
  const [permission, setPermission] = useState<NotificationPermission>(() =>
    support === 'supported' ? Notification.permission : 'default',
  );
  const [thisId, setThisId] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  useEffect(() => {
    if (support !== 'supported') return;
    // A row remembered here whose browser subscription is gone (site data cleared) is no longer this phone.
    void currentSubscription().then((subscription) => setThisId(subscription ? thisDeviceId() : null));
  }, [support]);

  const activate = async () => {
    setProblem(null);
    const answer = await Notification.requestPermission();
    setPermission(answer);
    if (answer !== 'granted') return;
    const registration = await serviceWorkerReady();
    if (!registration) return setProblem(NO_SERVICE_WORKER);
    add.mutate(registration, {
      onSuccess: (device) => {
        rememberThisDevice(device.id);
        setThisId(device.id);
        toast({ title: 'Notificaciones activadas en este teléfono' });
      },
      onError: (error) =>
        setProblem(errorText(error, 'No pudimos activar las notificaciones. Revisa tu conexión e inténtalo de nuevo.')),
    });
  };

  const sendTest = () =>
    test.mutate(undefined, {
      onSuccess: ({ queued }) =>
        toast({ title: `Enviamos una prueba a ${queued === 1 ? '1 dispositivo' : `${queued} dispositivos`}` }),
      onError: (error) => toast({ title: errorText(error, 'No se pudo enviar la prueba'), variant: 'error' }),
    });

  const list = devices.data ?? [];
  const activeHere = thisId !== null && list.some((device) => device.id === thisId);
  return (
    <Card variant="outlined" sx={{ gridColumn: { md: '1 / -1' } }} data-testid="notifications-card">
      <CardContent sx={{ display: 'grid', gap: 2 }}>
        <Box>
          <Typography variant="h2" sx={{ fontSize: '1.25rem' }}>
            Notificaciones
          </Typography>
          <Typography color="text.secondary">
            Tu teléfono te avisa al instante de cada pedido, pago aprobado y vencimiento, aunque el panel esté cerrado.
          </Typography>
        </Box>
        {support === 'ios-needs-install' && <Alert severity="info">{IOS_HELP}</Alert>}
        {support === 'unsupported' && <Alert severity="info">{UNSUPPORTED_HELP}</Alert>}
        {support === 'supported' && permission === 'denied' && <Alert severity="warning">{DENIED_HELP}</Alert>}
        {problem && <Alert severity="error">{problem}</Alert>}
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
          {support === 'supported' && !activeHere && (
            <Button
              variant="contained"
              startIcon={<NotificationsActive />}
              sx={{ minHeight: 44 }}
              disabled={add.isPending}
              onClick={() => void activate()}
            >
              Activar en este teléfono
            </Button>
          )}
          {activeHere && (
            <Typography sx={{ fontWeight: 600, color: 'success.dark' }}>Activadas en este teléfono</Typography>
          )}
          <Button
            variant="outlined"
            sx={{ minHeight: 44 }}
            disabled={!list.length || test.isPending}
            onClick={sendTest}
          >
            Enviar prueba
          </Button>
        </Box>
        <PushDevices devices={list} thisDeviceId={thisId} onRemovedThis={() => setThisId(null)} />
        <Divider />
        <NotificationSwitches />
      </CardContent>
    </Card>
  );
}
