/** The gateway's payment methods (Wompi's `payment_method_type`) in the words a finance person reads. */
export const PAYMENT_METHOD_LABELS: Readonly<Record<string, string>> = {
  CARD: 'Tarjeta',
  NEQUI: 'Nequi',
  PSE: 'PSE',
  BANCOLOMBIA_TRANSFER: 'Botón Bancolombia',
  BANCOLOMBIA_QR: 'QR Bancolombia',
  BANCOLOMBIA_COLLECT: 'Corresponsal Bancolombia',
  BANCOLOMBIA_BNPL: 'Crédito Bancolombia',
  DAVIPLATA: 'Daviplata',
  PCOL: 'Puntos Colombia',
  SU_PLUS: 'SU+ Pay',
};

/** 'Tarjeta' for CARD; an unknown code stays readable ('Otro medio (XYZ)'); '' while no method is known. */
export function paymentMethodLabel(method: string | null | undefined): string {
  if (!method) return '';
  return PAYMENT_METHOD_LABELS[method] ?? `Otro medio (${method})`;
}
