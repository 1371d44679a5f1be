import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useToast } from '../../../components/ui/toast.context';
import { errorText } from '../../../lib/api-client';
import type { PushDevice } from '../api/get-push-devices.query';
import { useRemovePushDevice } from '../api/remove-push-device.mutation';
import { currentSubscription, rememberThisDevice } from '../push-device.rules';

const day = new Intl.DateTimeFormat('es-CO', { dateStyle: 'medium', timeZone: 'America/Bogota' });
const moment = new Intl.DateTimeFormat('es-CO', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'America/Bogota',
});

/** The seller's devices with notifications on, each with 'Quitar'; this browser's own row says so. */
export function PushDevices({
  devices,
  thisDeviceId,
  onRemovedThis,
}: {
  devices: PushDevice[];
  thisDeviceId: number | null;
  onRemovedThis: () => void;
}) {
  const remove = useRemovePushDevice();
  const toast = useToast();
  if (!devices.length)
    return <Typography color="text.secondary">Aún no activaste las notificaciones en ningún dispositivo.</Typography>;
  const quitar = async (device: PushDevice) => {
    const mine = device.id === thisDeviceId;
    remove.mutate(
      { id: device.id, subscription: mine ? await currentSubscription() : null },
      {
        onSuccess: () => {
          if (mine) {
            rememberThisDevice(null);
            onRemovedThis();
          }
          toast({ title: `Quitaste ${device.deviceLabel}` });
        },
        onError: (error) => toast({ title: errorText(error, 'No se pudo quitar el dispositivo'), variant: 'error' }),
      },
    );
  };
  return (
    <Box component="ul" aria-label="Dispositivos con notificaciones" sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {devices.map((device) => (
        <Box
          component="li"
          key={device.id}
          data-testid="push-device"
          sx={{
            display: 'flex',
            flexWrap: 'wrap',
            alignItems: 'center',
            justifyContent: 'space-between',
            gap: 1,
            py: 1.25,
            borderBottom: '1px solid #F1F5F3',
            '&:last-child': { borderBottom: 0 },
          }}
        >
          <Box sx={{ minWidth: 0 }}>
            <Typography sx={{ fontWeight: 600 }}>
              {device.deviceLabel}{' '}
              {device.id === thisDeviceId && <Chip size="small" color="secondary" label="Este teléfono" />}
            </Typography>
            <Typography color="text.secondary" sx={{ fontSize: '0.875rem' }}>
              Activado el {day.format(new Date(device.createdAt))} ·{' '}
              {device.lastSuccessAt
                ? `último aviso entregado el ${moment.format(new Date(device.lastSuccessAt))}`
                : 'sin avisos entregados todavía'}
            </Typography>
          </Box>
          <Button
            variant="outlined"
            color="error"
            sx={{ minHeight: 44 }}
            disabled={remove.isPending}
            aria-label={`Quitar ${device.deviceLabel}`}
            onClick={() => void quitar(device)}
          >
            Quitar
          </Button>
        </Box>
      ))}
    </Box>
  );
}
