import { formatCop, lineTotalPesos } from '../../../shared/domain/money.js';

export interface MessageLine {
  name: string;
  quantity: number;
  unitPrice: number;
}

export interface OrderMessage {
  reference: string;
  lines: MessageLine[];
  total: number;
  /** Whether the page showed prices: amounts appear in the message only then. */
  pricesShown: boolean;
  customerName: string | null;
  city: string | null;
  note: string | null;
}

/** The chat message of an order: a line per product, the total, the visitor's details and 'Pedido {reference}'. */
export function orderMessageText(order: OrderMessage): string {
  const rows = order.lines.map(
    (line) =>
      `${line.quantity} × ${line.name}${order.pricesShown ? ` — ${formatCop(lineTotalPesos(line.unitPrice, line.quantity))}` : ''}`,
  );
  return [
    'Hola, quiero hacer este pedido:',
    ...rows,
    ...(order.pricesShown ? [`Total: ${formatCop(order.total)}`] : []),
    ...(order.customerName ? [`Nombre: ${order.customerName}`] : []),
    ...(order.city ? [`Ciudad: ${order.city}`] : []),
    ...(order.note ? [`Nota: ${order.note}`] : []),
    `Pedido ${order.reference}`,
    '¿Me confirmas la disponibilidad y el envío?',
  ].join('\n');
}

/** A chat link to `phone` (digits only, as wa.me wants them) with `text` pre-filled. */
export function whatsappUrl(phone: string, text: string): string {
  return `https://wa.me/${phone.replace(/\D/g, '')}?text=${encodeURIComponent(text)}`;
}
