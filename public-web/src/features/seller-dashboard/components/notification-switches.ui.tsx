import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useToast } from '../../../components/ui/toast.context';
import { errorText } from '../../../lib/api-client';
import { useNotificationPreferences, type NotificationPreferences } from '../api/notification-preferences.query';
import { useSaveNotificationPreferences } from '../api/save-notification-preferences.mutation';

const SWITCHES: [keyof NotificationPreferences, string][] = [
  ['newOrder', 'Pedidos nuevos'],
  ['paymentApproved', 'Pagos en línea aprobados'],
  ['expiryReminders', 'Recordatorios de vencimiento (30 y 7 días antes, y al vencer)'],
  ['newRecruit', 'Registros de nuevos distribuidores desde mi página'],
];

/** The four kinds of notification, each on or off for all of the seller's devices. */
export function NotificationSwitches() {
  const preferences = useNotificationPreferences();
  const save = useSaveNotificationPreferences();
  const toast = useToast();
  if (!preferences.data) return null;
  const current = preferences.data;
  return (
    <FormGroup aria-labelledby="notification-switches-title">
      <Typography id="notification-switches-title" sx={{ fontWeight: 600, mb: 0.5 }}>
        Avisarme de
      </Typography>
      {SWITCHES.map(([key, label]) => (
        <FormControlLabel
          key={key}
          sx={{ minHeight: 44 }}
          control={
            <Switch
              checked={current[key]}
              disabled={save.isPending}
              onChange={(event) =>
                save.mutate(
                  { ...current, [key]: event.target.checked },
                  {
                    onError: (error) =>
                      toast({ title: errorText(error, 'No se pudo guardar el cambio'), variant: 'error' }),
                  },
                )
              }
            />
          }
          label={label}
        />
      ))}
    </FormGroup>
  );
}
