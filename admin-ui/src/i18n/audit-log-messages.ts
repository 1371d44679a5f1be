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
    targetName: 'Distribuidor',
    q: 'Buscar',
    from: 'Desde',
    to: 'Hasta',
  },
} as const;

/** The audit screen's own texts (`mh.audit.*`). */
export const auditMessages = {
  audit: {
    exportFile: 'auditoria',
    exportError: 'No se pudo exportar la auditoría.',
    showMore: 'Ver completo',
    showLess: 'Ver menos',
  },
} as const;
