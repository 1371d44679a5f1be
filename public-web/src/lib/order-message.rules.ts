import { formatCop } from '@multyhealth/brand/tokens';

export interface OrderMessageLine {
  name: string;
  quantity: number;
  /** Unit price shown on the page; null when the seller hides prices. */
  price: number | null;
}

/** The total of the lines, or null when any price is hidden (a partial total would mislead). */
export function orderTotal(lines: OrderMessageLine[]): number | null {
  if (lines.length === 0 || lines.some((line) => line.price == null)) return null;
  return lines.reduce((sum, line) => sum + line.quantity * (line.price as number), 0);
}

/** One chat message with the order: a line per product ('2 × Multydrink — $ 500.000 COP'), the total, the city. */
export function orderMessage(lines: OrderMessageLine[], city?: string): string {
  const total = orderTotal(lines);
  const rows = lines.map(
    (line) =>
      `${line.quantity} × ${line.name}${line.price != null ? ` — ${formatCop(line.quantity * line.price)}` : ''}`,
  );
  return [
    'Hola, quiero hacer este pedido:',
    ...rows,
    ...(total != null ? [`Total: ${formatCop(total)}`] : []),
    ...(city?.trim() ? [`Ciudad: ${city.trim()}`] : []),
    '¿Me confirmas la disponibilidad y el envío?',
  ].join('\n');
}
