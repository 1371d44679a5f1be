/** The online payments screen (`resources.payments.*`). */
export const paymentsMessages = {
  name: 'Pago |||| Pagos',
  fields: {
    createdAt: 'Fecha',
    memberName: 'Miembro',
    memberId: 'ID del miembro',
    purpose: 'Concepto',
    method: 'Medio',
    amountInCents: 'Valor',
    reference: 'Referencia',
    transactionId: 'Transacción',
    status: 'Estado',
    requiresReview: 'Requiere revisión',
    duplicate: 'Pago duplicado',
    note: 'Nota',
    q: 'Buscar',
    from: 'Desde',
    to: 'Hasta',
  },
  statuses: {
    PENDING: 'Pendiente',
    APPROVED: 'Aprobado',
    DECLINED: 'Rechazado',
    VOIDED: 'Anulado',
    ERROR: 'Error',
  },
  purposes: { registration: 'Registro', renewal: 'Renovación' },
} as const;
