import type { OrderStatus } from '../../domain/order.js';
import type { ExportedOrder } from '../../domain/order.repository.js';

export const ORDERS_CSV_HEADER = [
  'Referencia',
  'Fecha',
  'Estado',
  'Distribuidor',
  'Distribuidor (id)',
  'Producto',
  'Cantidad',
  'Precio unitario',
  'Subtotal',
  'Total del pedido',
  'Cliente',
  'Teléfono',
  'Ciudad',
];

const day = new Intl.DateTimeFormat('es-CO', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  timeZone: 'America/Bogota',
});

const STATUS_WORDS: Record<OrderStatus, string> = {
  nuevo: 'Nuevo',
  confirmado: 'Confirmado',
  entregado: 'Entregado',
  cancelado: 'Cancelado',
};

/** One row per line of the order; amounts stay numbers so a spreadsheet can add them. */
export function orderCsvRow(order: ExportedOrder): unknown[][] {
  return order.items.map((item) => [
    order.reference,
    day.format(order.createdAt),
    STATUS_WORDS[order.status],
    order.sellerName ?? '',
    order.sellerId ?? '',
    item.name,
    item.quantity,
    item.unitPrice,
    item.quantity * item.unitPrice,
    order.total,
    order.customerName ?? '',
    order.customerPhone ?? '',
    order.city ?? '',
  ]);
}
