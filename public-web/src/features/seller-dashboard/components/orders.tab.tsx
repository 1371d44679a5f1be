import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Skeleton from '@mui/material/Skeleton';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import { useOrder } from '../api/get-order.query';
import { useOrders, type OrderStatus, type SellerOrder } from '../api/get-orders.query';
import { useOrderSettings } from '../api/order-settings.query';
import { useSaveOrderSettings } from '../api/save-order-settings.mutation';
import { useUpdateOrder } from '../api/update-order.mutation';
import { LoadError } from './load-error.ui';
import { OrderCard } from './order-card.ui';
import { OrderUndoBar, type LastChange } from './order-undo-bar.ui';

const FILTERS: [OrderStatus | 'all', string][] = [
  ['all', 'Todos'],
  ['nuevo', 'Nuevos'],
  ['confirmado', 'Confirmados'],
  ['entregado', 'Entregados'],
  ['cancelado', 'Cancelados'],
];

/** A second tap within this time of a change is ignored, on every order of the tab. */
const TAP_GUARD_MS = 1000;
const UNDO_MS = 10_000;

/**
 * The 'Pedidos' tab: newest first, 50 at a time, a filter by status, a search by reference or customer, and one tap
 * per status change with 'Deshacer' for 10 seconds; made for one hand on a phone. `focusOrder` is the order a
 * notification links to (/dashboard?tab=orders&order={id}), shown first.
 */
export default function OrdersTab({ focusOrder = null }: { focusOrder?: number | null }) {
  const [filter, setFilter] = useState<OrderStatus | 'all'>('all');
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setSearch(typed.trim()), 300);
    return () => clearTimeout(timer);
  }, [typed]);
  const orders = useOrders(filter === 'all' ? undefined : filter, search || undefined);
  const focused = useOrder(focusOrder);
  const update = useUpdateOrder();
  const [guarded, setGuarded] = useState(false);
  const [errors, setErrors] = useState<Record<number, string>>({});
  const [lastChange, setLastChange] = useState<LastChange | null>(null);
  const timers = useRef<ReturnType<typeof setTimeout>[]>([]);
  useEffect(() => () => timers.current.forEach(clearTimeout), []);
  const later = (ms: number, work: () => void) => timers.current.push(setTimeout(work, ms));
  const locked = guarded || update.isPending;

  const change = (order: { id: number; reference: string }, from: OrderStatus, to: OrderStatus, reason?: string) => {
    if (locked) return;
    setGuarded(true);
    later(TAP_GUARD_MS, () => setGuarded(false));
    setErrors(({ [order.id]: _dropped, ...rest }) => rest);
    const undo = lastChange?.id === order.id && !lastChange.undone && lastChange.from === to;
    update.mutate(
      { id: order.id, change: reason ? { status: to, reason } : { status: to } },
      {
        onSuccess: () => {
          const done: LastChange = { id: order.id, reference: order.reference, from, to, undone: undo };
          setLastChange(done);
          later(undo ? 4000 : UNDO_MS, () => setLastChange((now) => (now === done ? null : now)));
        },
        onError: (failure) =>
          setErrors((now) => ({
            ...now,
            [order.id]:
              failure instanceof ApiError && failure.serverMessage
                ? failure.serverMessage
                : 'No se pudo cambiar el estado. Revisa tu conexión e inténtalo de nuevo.',
          })),
      },
    );
  };
  const move = (order: SellerOrder, to: OrderStatus, reason?: string) => change(order, order.status, to, reason);
  const card = (order: SellerOrder) => (
    <OrderCard key={order.id} order={order} locked={locked} error={errors[order.id] ?? null} onMove={move} />
  );
  const list = (orders.data?.pages.flat() ?? []).filter((order) => order.id !== focused.data?.id);

  return (
    <Box sx={{ display: 'grid', gap: 2, pb: lastChange ? 10 : 0 }}>
      {focused.data && (
        <Box component="section" aria-label={`Pedido ${focused.data.reference}`} sx={{ display: 'grid', gap: 1 }}>
          <Typography variant="h2" sx={{ fontSize: '1.05rem', fontWeight: 700 }}>
            Pedido {focused.data.reference}
          </Typography>
          <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none' }}>
            {card(focused.data)}
          </Box>
        </Box>
      )}
      <TextField
        type="search"
        label="Buscar por referencia o cliente"
        value={typed}
        onChange={(event) => setTyped(event.target.value)}
        slotProps={{ htmlInput: { maxLength: 100 } }}
        size="small"
      />
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
      ) : list.length === 0 ? (
        <Typography color="text.secondary" sx={{ py: 3, textAlign: 'center' }} data-testid="orders-empty">
          {search
            ? `Ningún pedido coincide con «${search}».`
            : filter === 'all'
              ? 'Aún no tienes pedidos. Cuando un cliente pida desde tu página, aparecerá aquí.'
              : 'No hay pedidos en este estado.'}
        </Typography>
      ) : (
        <>
          <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 1.5 }} aria-label="Pedidos">
            {list.map(card)}
          </Box>
          {orders.hasNextPage && (
            <Button
              variant="outlined"
              size="large"
              onClick={() => orders.fetchNextPage()}
              disabled={orders.isFetchingNextPage}
            >
              {orders.isFetchingNextPage ? 'Cargando…' : 'Ver más pedidos'}
            </Button>
          )}
        </>
      )}
      <EmailSwitch />
      <OrderUndoBar
        change={lastChange}
        locked={locked}
        onUndo={(last) => change({ id: last.id, reference: last.reference }, last.to, last.from)}
      />
    </Box>
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
