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

/** The 'Pagos' screen's own texts and the payments of a member's detail (`mh.payments.*`). */
export const paymentsConsoleMessages = {
  payments: {
    export: 'Exportar CSV',
    exportFile: 'pagos',
    exportError: 'No se pudo exportar los pagos',
    decision: 'Por decidir',
    memberTitle: 'Pagos en línea',
    memberNone: 'Este miembro no tiene pagos en línea.',
    memberError: 'No se pudieron cargar los pagos de este miembro.',
    viewAll: 'Ver en Pagos',
  },
} as const;
