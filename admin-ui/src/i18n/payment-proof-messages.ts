/** Texts of the payment proof: the users list column and filter, and the preview in the approval dialog. */
export const paymentProofMessages = {
  paymentProof: {
    column: 'Comprobante',
    filter: 'Con comprobante',
    received: 'Recibido',
    none: 'Sin comprobante',
    title: 'Comprobante de pago',
    loading: 'Cargando comprobante…',
    image: 'Comprobante de pago de %{name}',
    openPdf: 'Abrir el PDF del comprobante',
    missing: 'Este registro aún no ha enviado su comprobante de pago.',
    error: 'No se pudo cargar el comprobante.',
    expectedFee: 'Cuota esperada',
    withCode: 'precio con el código de descuento %{code}',
    regular: 'precio regular, sin código de descuento',
    invalidCode: 'precio regular: el código «%{code}» no es uno de los vigentes',
  },
} as const;
