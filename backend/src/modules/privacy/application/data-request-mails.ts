import { adminMail, renderMail } from '../../../shared/domain/mail-layout.js';
import type { MailMessage } from '../../../shared/domain/mailer.js';
import type { DataRequest } from '../domain/data-request.js';

const TYPE_NAMES = { consulta: 'Consulta', reclamo: 'Reclamo', supresion: 'Solicitud de supresión' } as const;

/** `2027-04-07` → `7/4/2027`, as Colombians write dates. */
const spanishDate = (day: string) => {
  const [y, m, d] = day.split('-');
  return `${Number(d)}/${Number(m)}/${y}`;
};

export function requestReceivedMail(request: DataRequest): MailMessage {
  return renderMail({
    to: request.email,
    greeting: `Hola ${request.name},`,
    subject: `Recibimos tu solicitud sobre tus datos personales (n.º ${request.id})`,
    paragraphs: [
      'Recibimos tu solicitud sobre el tratamiento de tus datos personales (Ley 1581 de 2012). Te responderemos a este correo a más tardar en la fecha indicada.',
      'Si no hiciste esta solicitud, puedes ignorar este mensaje.',
    ],
    details: [
      ['Número de solicitud', String(request.id)],
      ['Tipo', TYPE_NAMES[request.type]],
      ['Fecha límite de respuesta', spanishDate(request.dueDate)],
    ],
  });
}

export function requestNoticeMail(request: DataRequest, adminEmail: string): MailMessage {
  return adminMail(adminEmail, {
    subject: `Nueva solicitud de datos (${TYPE_NAMES[request.type]}) n.º ${request.id}`,
    paragraphs: ['Llegó una solicitud sobre datos personales. Respóndela en el panel, en Solicitudes de datos.'],
    details: [
      ['Tipo', TYPE_NAMES[request.type]],
      ['Fecha límite de respuesta', spanishDate(request.dueDate)],
    ],
  });
}

export function requestAnsweredMail(request: DataRequest): MailMessage {
  return renderMail({
    to: request.email,
    greeting: `Hola ${request.name},`,
    subject: `Respuesta a tu solicitud sobre tus datos personales (n.º ${request.id})`,
    paragraphs: [`Esta es nuestra respuesta a tu ${TYPE_NAMES[request.type].toLowerCase()}:`, request.answer ?? ''],
    details: [['Número de solicitud', String(request.id)]],
  });
}
