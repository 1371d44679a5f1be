/** The 'Solicitudes de datos' screen (Ley 1581 de 2012): resource labels and the screen's own texts. */
export const dataRequestResourceMessages = {
  'data-requests': {
    name: 'Solicitud de datos |||| Solicitudes de datos',
    notifications: { updated: 'Respuesta enviada por email' },
    fields: {
      id: 'N.º',
      name: 'Nombre',
      email: 'Email',
      type: 'Tipo',
      message: 'Solicitud',
      status: 'Estado',
      dueDate: 'Fecha límite',
      overdue: 'Vencida',
      answer: 'Respuesta',
      answeredAt: 'Respondida el',
      createdAt: 'Recibida el',
      q: 'Buscar',
    },
  },
} as const;

export const dataRequestMessages = {
  dataRequests: {
    types: { consulta: 'Consulta', reclamo: 'Reclamo', supresion: 'Supresión' },
    statuses: { pendiente: 'Pendiente', respondida: 'Respondida' },
    overdue: 'Vencida',
    answerRequired: 'Escribe la respuesta',
    answerError: 'No se pudo enviar la respuesta',
    answerHelp:
      'La respuesta se envía por email al solicitante y la solicitud pasa a respondida. Solo se responde una vez.',
    answered: 'Esta solicitud ya fue respondida.',
    businessDaysLeft: 'Queda %{smart_count} día hábil |||| Quedan %{smart_count} días hábiles',
    memberLink: 'Ver la cuenta de %{name}',
    confirmTitle: '¿Enviar la respuesta?',
    confirmContent:
      'La respuesta se enviará por email a %{email} y la solicitud quedará respondida. No se puede cambiar ni enviar de nuevo.',
    confirmSend: 'Enviar respuesta',
    terms: 'Plazos en días hábiles de Colombia: consulta 10, reclamo y supresión 15 (Ley 1581 de 2012, arts. 14 y 15).',
  },
} as const;
