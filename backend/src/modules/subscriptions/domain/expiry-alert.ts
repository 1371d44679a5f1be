import { daysUntil } from '../../../shared/domain/clock.js';
import type { SellerAlert } from '../../../shared/domain/seller-alerts.js';
import type { ReminderThreshold } from './subscription.js';

/** The phone notification sent with each renewal reminder e-mail (30 and 7 days before, and at expiry). */
export function expiryAlert(expiresAt: Date, threshold: ReminderThreshold, now = new Date()): SellerAlert {
  const days = daysUntil(expiresAt, now);
  const expired = threshold === 0 && days <= 0;
  return {
    kind: 'expiryReminders',
    title: expired ? 'Tu suscripción ha expirado' : `Tu suscripción vence en ${days <= 1 ? '1 día' : `${days} días`}`,
    body: expired
      ? 'Tu página ya no está visible para tus clientes. Renueva para activarla de nuevo.'
      : 'Renueva a tiempo para que tu página siga activa sin interrupciones.',
    url: '/dashboard?renovar=1',
    tag: `vencimiento-${threshold}`,
  };
}
