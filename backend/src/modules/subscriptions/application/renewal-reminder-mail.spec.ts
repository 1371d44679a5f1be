import { renewalReminderMail } from './renewal-reminder-mail.js';

const subscriber = {
  id: 7,
  name: 'Camilo Rojas',
  email: 'camilo@example.com',
  code: 'camilo',
  slug: 'camilo',
  city: 'Bogotá',
  status: 'approved' as const,
  paymentExpiresAt: new Date('2026-12-01T17:00:00Z'),
};
const site = { publicUrl: 'https://multyhealth.example', companyWhatsapp: '573001112233' };
const gateway = {
  publicKey: 'pub_test_x',
  integritySecret: 'test_integrity',
  eventsSecret: 'test_events',
  apiUrl: 'http://127.0.0.1:9',
};

describe('renewal reminder e-mails', () => {
  it('with online payment, link to the dashboard with «Renovar en línea» opened (30, 7 and 0 days)', () => {
    for (const threshold of [30, 7, 0] as const) {
      const mail = renewalReminderMail(subscriber, threshold, { ...site, onlinePayments: gateway });
      expect(mail.text).toContain('Renovar en línea');
      expect(mail.text).toContain('https://multyhealth.example/dashboard?renovar=1');
      expect(mail.html).toContain('https://multyhealth.example/dashboard?renovar=1');
    }
  });

  it('without online payment, offer the WhatsApp transfer only, never «en línea»', () => {
    for (const threshold of [30, 7, 0] as const) {
      const mail = renewalReminderMail(subscriber, threshold, { ...site, onlinePayments: null });
      expect(mail.text).not.toContain('en línea');
      expect(mail.html).not.toContain('en línea');
      expect(mail.text).toContain('+573001112233');
      expect(mail.text).toContain('https://multyhealth.example/dashboard');
      expect(mail.text).not.toContain('renovar=1');
    }
  });
});
