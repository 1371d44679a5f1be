import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { formatCop } from '@multyhealth/brand/tokens';
import { useState } from 'react';
import { whatsappLink } from '../../../lib/whatsapp.rules';
import type { OrderStatus, SellerOrder } from '../api/get-orders.query';
import { CancelOrderDialog } from './cancel-order.dialog';
import { EditCustomerDialog } from './edit-customer.dialog';

/** Each status's chip: dark text on a pale colour, readable (≥ 4.5:1) where MUI's filled chips were not. */
export const STATUS: Record<OrderStatus, { label: string; color: string; bg: string }> = {
  nuevo: { label: 'Nuevo', color: '#92400E', bg: '#FEF3C7' },
  confirmado: { label: 'Confirmado', color: '#1E3A8A', bg: '#DBEAFE' },
  entregado: { label: 'Entregado', color: '#166534', bg: '#DCFCE7' },
  cancelado: { label: 'Cancelado', color: '#374151', bg: '#E5E7EB' },
};

const when = new Intl.DateTimeFormat('es-CO', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'America/Bogota' });

/**
 * One order and its actions. The next step never takes the place of the one just tapped: 'Confirmar' is the first
 * row of a new order, while a confirmed order's first row is the line saying when it was confirmed, with
 * 'Marcar entregado' below it. `locked` (a change in flight or within the last second) disables every action.
 */
export function OrderCard({
  order,
  locked,
  error,
  onMove,
}: {
  order: SellerOrder;
  locked: boolean;
  error: string | null;
  onMove: (order: SellerOrder, to: OrderStatus, reason?: string) => void;
}) {
  const [cancelling, setCancelling] = useState(false);
  const [editing, setEditing] = useState(false);
  const open = order.status === 'nuevo' || order.status === 'confirmado';
  const customer = [
    order.customerName && `Cliente: ${order.customerName}`,
    order.customerPhone && `Teléfono: ${order.customerPhone}`,
    order.city && `Ciudad: ${order.city}`,
    order.note && `Nota: ${order.note}`,
  ].filter(Boolean);
  const stamp =
    order.status === 'confirmado'
      ? order.confirmedAt && `Confirmado el ${when.format(new Date(order.confirmedAt))}`
      : order.status === 'entregado'
        ? order.deliveredAt && `Entregado el ${when.format(new Date(order.deliveredAt))}`
        : order.status === 'cancelado'
          ? order.cancelledAt && `Cancelado el ${when.format(new Date(order.cancelledAt))}`
          : null;
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
          <Chip
            size="small"
            label={STATUS[order.status].label}
            sx={{ color: STATUS[order.status].color, bgcolor: STATUS[order.status].bg, fontWeight: 700 }}
          />
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
        {customer.length > 0 && (
          <Typography variant="body2" sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
            {customer.join('\n')}
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
            gridTemplateColumns: { xs: '1fr', sm: 'repeat(4, auto)' },
            justifyContent: { sm: 'start' },
            alignItems: 'center',
          }}
        >
          {stamp && (
            <Typography
              data-testid="order-stamp"
              color="text.secondary"
              sx={{ gridColumn: '1 / -1', minHeight: 44, display: 'flex', alignItems: 'center' }}
            >
              {stamp}
            </Typography>
          )}
          {order.status === 'nuevo' && (
            <Button variant="contained" size="large" disabled={locked} onClick={() => onMove(order, 'confirmado')}>
              Confirmar
            </Button>
          )}
          {order.status === 'confirmado' && (
            <Button variant="contained" size="large" disabled={locked} onClick={() => onMove(order, 'entregado')}>
              Marcar entregado
            </Button>
          )}
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
          <Button variant="text" size="large" onClick={() => setEditing(true)}>
            {customer.length ? 'Editar cliente' : 'Agregar cliente'}
          </Button>
          {open && (
            <Button color="error" size="large" disabled={locked} onClick={() => setCancelling(true)}>
              Cancelar pedido
            </Button>
          )}
        </Box>
      </CardContent>
      {cancelling && (
        <CancelOrderDialog
          reference={order.reference}
          open
          onClose={() => setCancelling(false)}
          onConfirm={(reason) => {
            setCancelling(false);
            onMove(order, 'cancelado', reason);
          }}
        />
      )}
      {editing && <EditCustomerDialog order={order} open onClose={() => setEditing(false)} />}
    </Card>
  );
}
