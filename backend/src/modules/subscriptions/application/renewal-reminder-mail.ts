import { daysUntil } from '../../../shared/domain/clock.js';
import type { AppConfig } from '../../../shared/domain/settings.js';
import { memberMail } from '../../../shared/domain/mail-layout.js';
import type { MailMessage } from '../../../shared/domain/mailer.js';
import type { ReminderThreshold } from '../domain/subscription.js';
import type { Subscriber } from '../domain/subscription.repository.js';

export function renewalReminderMail(
  subscriber: Subscriber,
  threshold: ReminderThreshold,
  settings: Pick<AppConfig, 'publicUrl' | 'companyWhatsapp'> & Partial<Pick<AppConfig, 'onlinePayments'>>,
  now = new Date(),
): MailMessage {
  const date = new Intl.DateTimeFormat('es-CO', {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    timeZone: 'America/Bogota',
  }).format(subscriber.paymentExpiresAt!);
  const expired = threshold === 0;
  // The threshold only says which reminder is due: the subject says the days really left (5, not 7).
  const days = daysUntil(subscriber.paymentExpiresAt!, now);
  return memberMail(subscriber, {
    subject: expired
      ? 'Tu suscripción Multyhealth ha expirado'
      : `Tu suscripción Multyhealth vence en ${days === 1 ? '1 día' : `${days} días`}`,
    paragraphs: [
      expired
        ? `Tu suscripción anual venció el ${date}. Tu página personal ya no está visible para tus clientes.`
        : `Tu suscripción anual vence el ${date}. Renueva a tiempo para que tu página siga activa sin interrupciones.`,
      settings.onlinePayments
        ? `Renueva en línea (PSE, Nequi o tarjeta) desde tu panel con el botón de abajo, o escríbenos por WhatsApp al +${settings.companyWhatsapp} para pagar por transferencia.`
        : `Para renovar, escríbenos por WhatsApp al +${settings.companyWhatsapp} y te indicaremos cómo hacer el pago.`,
    ],
    details: [['Tu página', `${settings.publicUrl}/u/${subscriber.slug}`]],
    action: settings.onlinePayments
      ? { label: 'Renovar en línea', url: `${settings.publicUrl}/dashboard?renovar=1` }
      : { label: 'Ir a mi panel', url: `${settings.publicUrl}/dashboard` },
  });
}
