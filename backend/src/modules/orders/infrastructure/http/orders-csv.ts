import type { Order } from '../../domain/order.js';

export const ORDERS_CSV_HEADER = [
  'Referencia',
  'Fecha',
  'Estado',
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

/** One row per line of the order; amounts stay numbers so a spreadsheet can add them. */
export function orderCsvRow(order: Order): unknown[][] {
  return order.items.map((item) => [
    order.reference,
    day.format(order.createdAt),
    order.status,
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
