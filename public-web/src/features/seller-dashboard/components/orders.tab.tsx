import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import Skeleton from '@mui/material/Skeleton';
import Switch from '@mui/material/Switch';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { formatCop } from '@multyhealth/brand/tokens';
import { useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import { whatsappLink } from '../../../lib/whatsapp.rules';
import { useOrders, type OrderStatus, type SellerOrder } from '../api/get-orders.query';
import { useOrderSettings } from '../api/order-settings.query';
import { useSaveOrderSettings } from '../api/save-order-settings.mutation';
import { useUpdateOrder } from '../api/update-order.mutation';
import { LoadError } from './load-error.ui';

const FILTERS: [OrderStatus | 'all', string][] = [
  ['all', 'Todos'],
  ['nuevo', 'Nuevos'],
  ['confirmado', 'Confirmados'],
  ['entregado', 'Entregados'],
  ['cancelado', 'Cancelados'],
];

const STATUS: Record<OrderStatus, { label: string; color: 'warning' | 'info' | 'success' | 'default' }> = {
  nuevo: { label: 'Nuevo', color: 'warning' },
  confirmado: { label: 'Confirmado', color: 'info' },
  entregado: { label: 'Entregado', color: 'success' },
  cancelado: { label: 'Cancelado', color: 'default' },
};

const when = new Intl.DateTimeFormat('es-CO', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'America/Bogota' });

/** The 'Pedidos' tab: newest first, a filter by status and one tap per status change; made for one hand on a phone. */
export default function OrdersTab() {
  const [filter, setFilter] = useState<OrderStatus | 'all'>('all');
  const orders = useOrders(filter === 'all' ? undefined : filter);
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <ToggleButtonGroup
        exclusive
        size="small"
        value={filter}
        onChange={(_event, value: OrderStatus | 'all' | null) => value && setFilter(value)}
        aria-label="Filtrar pedidos por estado"
        sx={{ flexWrap: 'wrap', gap: 0.5, '& .MuiToggleButton-root': { borderRadius: '999px !important', px: 1.5 } }}
      >
        {FILTERS.map(([value, label]) => (
          <ToggleButton key={value} value={value} sx={{ minHeight: 40, border: '1px solid #D1D5DB !important' }}>
            {label}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      {orders.isPending ? (
        <Skeleton variant="rounded" height={220} />
      ) : orders.isError || !orders.data ? (
        <LoadError text="No pudimos cargar tus pedidos." retry={() => orders.refetch()} retrying={orders.isFetching} />
      ) : orders.data.length === 0 ? (
        <Typography color="text.secondary" sx={{ py: 3, textAlign: 'center' }} data-testid="orders-empty">
          {filter === 'all'
            ? 'Aún no tienes pedidos. Cuando un cliente pida desde tu página, aparecerá aquí.'
            : 'No hay pedidos en este estado.'}
        </Typography>
      ) : (
        <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 1.5 }} aria-label="Pedidos">
          {orders.data.map((order) => (
            <OrderCard key={order.id} order={order} />
          ))}
        </Box>
      )}
      <EmailSwitch />
    </Box>
  );
}

function OrderCard({ order }: { order: SellerOrder }) {
  const update = useUpdateOrder();
  const [error, setError] = useState<string | null>(null);
  const move = (status: OrderStatus) => {
    setError(null);
    update.mutate(
      { id: order.id, change: { status } },
      {
        onError: (failure) =>
          setError(
            failure instanceof ApiError && failure.serverMessage
              ? failure.serverMessage
              : 'No se pudo cambiar el estado.',
          ),
      },
    );
  };
  const next: [OrderStatus, string][] =
    order.status === 'nuevo'
      ? [['confirmado', 'Confirmar']]
      : order.status === 'confirmado'
        ? [['entregado', 'Marcar entregado']]
        : [];
  const cancellable = order.status === 'nuevo' || order.status === 'confirmado';
  return (
    <Card
      component="li"
      variant="outlined"
      data-testid={`order-${order.reference}`}
      aria-label={`Pedido ${order.reference}`}
    >
      <CardContent sx={{ display: 'grid', gap: 1, '&:last-child': { pb: 2 } }}>
        <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 1 }}>
          <Typography sx={{ fontWeight: 800, letterSpacing: '0.04em' }}>{order.reference}</Typography>
          <Chip size="small" label={STATUS[order.status].label} color={STATUS[order.status].color} />
        </Box>
        <Typography variant="body2" color="text.secondary">
          {when.format(new Date(order.createdAt))}
          {order.isTest && ' · Prueba (no cuenta en tus cifras)'}
        </Typography>
        <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
          {order.items.map((item, i) => (
            <li key={i}>
              {item.quantity} × {item.name} — {formatCop(item.quantity * item.unitPrice)}
            </li>
          ))}
        </Box>
        <Typography sx={{ fontWeight: 700 }}>Total: {formatCop(order.total)}</Typography>
        {(order.customerName || order.customerPhone || order.city || order.note) && (
          <Typography variant="body2" sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
            {[
              order.customerName && `Cliente: ${order.customerName}`,
              order.customerPhone && `Teléfono: ${order.customerPhone}`,
              order.city && `Ciudad: ${order.city}`,
              order.note && `Nota: ${order.note}`,
            ]
              .filter(Boolean)
              .join('\n')}
          </Typography>
        )}
        {order.cancelReason && (
          <Typography variant="body2" color="text.secondary">
            Motivo: {order.cancelReason}
          </Typography>
        )}
        {error && <Alert severity="error">{error}</Alert>}
        <Box
          sx={{
            display: 'grid',
            gap: 1,
            gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, auto)' },
            justifyContent: { sm: 'start' },
          }}
        >
          {next.map(([status, label]) => (
            <Button
              key={status}
              variant="contained"
              size="large"
              disabled={update.isPending}
              onClick={() => move(status)}
            >
              {label}
            </Button>
          ))}
          {order.customerPhone && (
            <Button
              variant="outlined"
              size="large"
              color="success"
              href={whatsappLink(order.customerPhone, `Hola, te escribo por tu pedido ${order.reference}.`)}
              target="_blank"
              rel="noopener noreferrer"
            >
              Escribir al cliente
            </Button>
          )}
          {cancellable && (
            <Button color="error" size="large" disabled={update.isPending} onClick={() => move('cancelado')}>
              Cancelar pedido
            </Button>
          )}
        </Box>
      </CardContent>
    </Card>
  );
}

function EmailSwitch() {
  const settings = useOrderSettings();
  const save = useSaveOrderSettings();
  if (!settings.data) return null;
  return (
    <FormControlLabel
      control={
        <Switch
          checked={settings.data.emailOnNewOrder}
          disabled={save.isPending}
          onChange={(event) => save.mutate({ emailOnNewOrder: event.target.checked })}
        />
      }
      label="Recibir un correo cuando llegue un pedido (agrupado cada 10 minutos)"
    />
  );
}
