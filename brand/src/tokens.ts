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

/** es-CO thousands separators without currency: `350.000`. */
export function formatNumber(amount: number): string {
  return new Intl.NumberFormat('es-CO', { maximumFractionDigits: 0 }).format(amount);
}

/** es-CO money as the brand writes it: `$ 350.000 COP`. */
export function formatCop(amount: number): string {
  return `$ ${formatNumber(amount)} COP`;
}

/** es-CO date: dd/MM/yyyy. */
export function formatDate(value: string | Date): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  return new Intl.DateTimeFormat('es-CO', { day: '2-digit', month: '2-digit', year: 'numeric' }).format(date);
}
