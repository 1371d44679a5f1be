/** The read-only audit trail screen (`resources.audit-log.*`). */
export const auditLogMessages = {
  name: 'Auditoría |||| Auditoría',
  fields: {
    at: 'Fecha',
    adminId: 'ID del administrador',
    adminEmail: 'Administrador',
    action: 'Acción',
    targetType: 'Tipo de objeto',
    targetId: 'ID del objeto',
    summary: 'Cambio',
    ip: 'IP',
    q: 'Buscar',
    from: 'Desde',
    to: 'Hasta',
  },
} as const;
