/**
 * Brand tokens and es-CO formatting without any MUI import, so pages that skip MUI's runtime (the public
 * landing and distributor pages, whose JavaScript budget is 120 KB gzip) share the same look. index.ts re-exports all.
 */
export const brand = {
  green: '#16A34A',
  greenDark: '#15803D',
  greenSoft: '#F0F7F2',
  yellow: '#FACC15',
  whatsapp: '#25D366',
  text: '#111827',
  textMuted: '#4B5563',
  danger: '#DC2626',
  amber: '#D97706',
  radius: 14,
  fontFamily: '"Inter Variable", "Inter", system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
} as const;

/**
 * es-CO thousands separators without currency, rounded to whole units: `350.000`. The same text as
 * `Intl.NumberFormat('es-CO', { maximumFractionDigits: 0 })` (public-web's brand-tokens.spec.ts compares them),
 * written out because the first Intl formatter a page builds loads the locale's data: about 14 ms of a phone's main
 * thread on the entry pages, which show a price before anything else needs Intl.
 */
export function formatNumber(amount: number): string {
  const whole = Math.round(Math.abs(amount));
  const grouped = String(whole).replace(/\B(?=(\d{3})+$)/g, '.');
  return amount < 0 && whole !== 0 ? `-${grouped}` : grouped;
}

/** es-CO money as the brand writes it: `$ 350.000 COP`. */
export function formatCop(amount: number): string {
  return `$ ${formatNumber(amount)} COP`;
}

// Building an Intl formatter loads the locale's data each time: the date formatter is built once, on first use.
let dateFormat: Intl.DateTimeFormat | undefined;

/** es-CO date: dd/MM/yyyy. */
export function formatDate(value: string | Date): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  dateFormat ??= new Intl.DateTimeFormat('es-CO', { day: '2-digit', month: '2-digit', year: 'numeric' });
  return dateFormat.format(date);
}
