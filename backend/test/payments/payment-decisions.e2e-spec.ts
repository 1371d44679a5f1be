import { createSeller } from '../support/members.js';
import { bearer, type TestApp } from '../support/test-app.js';
import type { GatewayStandIn } from '../../../scripts/e2e/wompi-stand-in.js';
import { startPaymentDesk, type DeskHelpers } from './payment-desk-support.js';

describe('an administrator’s decision on a payment in doubt', () => {
  let t: TestApp;
  let gateway: GatewayStandIn;
  let desk: DeskHelpers;
  let close: () => Promise<void>;
  beforeAll(async () => ({ t, gateway, desk, close } = await startPaymentDesk()));
  afterAll(() => close());

  const auditOf = (id: number) =>
    t.sql<{ action: string; adminEmail: string; summary: string }>(
      `SELECT action, "adminEmail", summary FROM audit_log WHERE "targetType" = 'payment' AND "targetId" = $1 ORDER BY id`,
      [String(id)],
    );
  const underpaid = async () => {
    const applicant = await desk.register();
    const { reference, amountInCents } = await desk.checkout(applicant.token);
    await desk.report(reference, amountInCents - 3_000_000);
    return { applicant, reference, amountInCents, payment: await desk.paymentOf(reference) };
  };

  it('shows an underpaid payment as paid short, waiting for a decision, and leaves the applicant pending', async () => {
    const { applicant, payment, amountInCents } = await underpaid();
    expect(payment).toMatchObject({
      amountInCents,
      paidAmountInCents: amountInCents - 3_000_000,
      status: 'APPROVED',
      requiresReview: true,
      awaitingDecision: true,
      decision: null,
      allowedDecisions: ['accept', 'refund', 'dismiss'],
      fulfilled: false,
      method: 'PSE',
      methodLabel: 'PSE',
      member: { id: applicant.id, name: applicant.name, email: applicant.email },
    });
    expect(await desk.memberStatus(applicant.id)).toBe('pending');
    const detail = await desk.detail(payment.id);
    expect(detail.events).toEqual([
      expect.objectContaining({ source: 'event', status: 'APPROVED', amountInCents: amountInCents - 3_000_000 }),
    ]);
  });

  it('refuses a decision without a valid note or name, in Spanish, and one for a payment not in doubt (409)', async () => {
    const { payment } = await underpaid();
    for (const body of [
      { decision: 'accept' },
      { decision: 'accept', note: '   ' },
      { decision: 'accept', note: 'x'.repeat(501) },
      { decision: 'approve', note: 'ok' },
    ]) {
      const res = await desk.decide(payment.id, body);
      expect([res.status, typeof res.body.message]).toEqual([400, 'string']);
    }
    expect((await desk.decide(payment.id, { decision: 'revert', note: 'no aplica' })).body.message).toBe(
      'Solo se revierte un pago anulado después de aplicarse',
    );
    const applicant = await desk.register();
    const paid = await desk.checkout(applicant.token);
    await desk.report(paid.reference, paid.amountInCents);
    const settled = await desk.paymentOf(paid.reference);
    expect(settled).toMatchObject({ awaitingDecision: false, fulfilled: true, allowedDecisions: [] });
    const res = await desk.decide(settled.id, { decision: 'dismiss', note: 'nada' });
    expect([res.status, res.body.message]).toEqual([409, 'Este pago no espera una decisión']);
    expect((await desk.decide(999_999, { decision: 'dismiss', note: 'nada' })).status).toBe(404);
    await t
      .http()
      .post(`/api/admin/payments/${settled.id}/decision`)
      .send({ decision: 'dismiss', note: 'x' })
      .expect(401);
  });

  it('accepts an underpaid fee once: the applicant is approved, audited with the reference and the administrator', async () => {
    const { applicant, payment, reference } = await underpaid();
    const accepted = await desk.decide(payment.id, { decision: 'accept', note: 'La empresa asume la diferencia' });
    expect(accepted.status).toBe(200);
    expect(accepted.body).toMatchObject({ decision: 'accept', fulfilled: true, awaitingDecision: false });
    expect(await desk.memberStatus(applicant.id)).toBe('approved');
    const again = await desk.decide(payment.id, { decision: 'accept', note: 'otra vez' });
    expect([again.status, again.body.message]).toEqual([409, 'Este pago ya tiene una decisión']);
    const entries = await auditOf(payment.id);
    expect(entries).toEqual([
      {
        action: 'payment.accept',
        adminEmail: t.config.adminEmail,
        summary: expect.stringContaining(reference),
      },
    ]);
    expect(entries[0].summary).toContain('La empresa asume la diferencia');
    const detail = await desk.detail(payment.id);
    expect(detail.audit.map((a: { action: string }) => a.action)).toEqual(
      expect.arrayContaining(['payment.accept', 'member.approve']),
    );
    expect(detail.decidedBy).toBe(t.config.adminEmail);
  });

  it('lets exactly one of two concurrent decisions through (the other 409) and applies it once', async () => {
    const { applicant, payment } = await underpaid();
    const answers = await Promise.all([
      desk.decide(payment.id, { decision: 'accept', note: 'primero' }),
      desk.decide(payment.id, { decision: 'accept', note: 'segundo' }),
      desk.decide(payment.id, { decision: 'dismiss', note: 'tercero' }),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409]);
    expect(await auditOf(payment.id)).toHaveLength(1);
    const welcome = await t.sql(`SELECT 1 FROM mail_outbox WHERE "to" = $1 AND subject LIKE '%aprobad%'`, [
      applicant.email,
    ]);
    expect(welcome.length).toBeLessThanOrEqual(1);
  });

  it('refunds a card payment through the gateway’s void, and a PSE one by hand until marked done', async () => {
    const card = await desk.register();
    const cardPay = await desk.checkout(card.token);
    const transaction = await desk.report(cardPay.reference, cardPay.amountInCents + 100, 'APPROVED', 'CARD');
    const cardPayment = await desk.paymentOf(cardPay.reference);
    expect(cardPayment.methodLabel).toBe('Tarjeta');
    const refunded = await desk.decide(cardPayment.id, { decision: 'refund', note: 'Pagó de más' });
    expect(refunded.body).toMatchObject({ decision: 'refund', refundStatus: 'voided' });
    expect(gateway.voided).toContain(transaction.id);
    // The gateway then reports the void: completed, nothing in doubt.
    await desk.reportAgain(transaction, 'VOIDED');
    expect(await desk.paymentOf(cardPay.reference)).toMatchObject({ status: 'VOIDED', awaitingDecision: false });
    expect((await auditOf(cardPayment.id)).map((a) => a.action)).toEqual(['payment.refund', 'payment.refund-void']);

    const { payment } = await underpaid();
    const manual = await desk.decide(payment.id, { decision: 'refund', note: 'Devolver por transferencia' });
    expect(manual.body).toMatchObject({ decision: 'refund', refundStatus: 'pending' });
    const done = () =>
      desk
        .admin()
        .then((auth) =>
          t.http().post(`/api/admin/payments/${payment.id}/refund-done`).set(auth).send({ note: 'Transferido' }),
        );
    expect((await done()).body).toMatchObject({ refundStatus: 'done' });
    expect((await done()).status).toBe(409);
    expect((await auditOf(payment.id)).map((a) => a.action)).toEqual(['payment.refund', 'payment.refund-done']);
  });

  it('marks a renewal voided after approval for review, and a revert takes its year back', async () => {
    const seller = await createSeller(t);
    const expiry = async () =>
      (await t.sql<{ e: string }>(`SELECT "paymentExpiresAt"::text AS e FROM users WHERE id = $1`, [seller.id]))[0].e;
    const before = await expiry();
    const started = (await t.http().post('/api/protected/subscription/payment').set(bearer(seller.token)).expect(201))
      .body;
    const transaction = await desk.report(started.reference, started.amountInCents);
    expect(await expiry()).not.toBe(before);
    await desk.reportAgain(transaction, 'VOIDED');
    const voided = await desk.paymentOf(started.reference);
    expect(voided).toMatchObject({
      status: 'VOIDED',
      requiresReview: true,
      awaitingDecision: true,
      fulfilled: true,
      allowedDecisions: ['revert', 'dismiss'],
    });
    expect((await desk.decide(voided.id, { decision: 'accept', note: 'no' })).status).toBe(409);
    const reverted = await desk.decide(voided.id, { decision: 'revert', note: 'El banco anuló el pago' });
    expect(reverted.body).toMatchObject({ decision: 'revert', fulfilled: false });
    expect(await expiry()).toBe(before);
    expect((await auditOf(voided.id))[0].summary).toContain('se retiró el año de renovación');
    expect((await desk.detail(voided.id)).events.map((e: { status: string }) => e.status)).toEqual([
      'APPROVED',
      'VOIDED',
    ]);
  });

  it('reverts an activation paid by a voided fee: the member goes back to pending with a Spanish e-mail', async () => {
    const applicant = await desk.register();
    const paid = await desk.checkout(applicant.token);
    const transaction = await desk.report(paid.reference, paid.amountInCents);
    expect(await desk.memberStatus(applicant.id)).toBe('approved');
    await desk.reportAgain(transaction, 'VOIDED');
    expect(await desk.memberStatus(applicant.id)).toBe('approved');
    const payment = await desk.paymentOf(paid.reference);
    expect((await desk.decide(payment.id, { decision: 'revert', note: 'Contracargo' })).status).toBe(200);
    expect(await desk.memberStatus(applicant.id)).toBe('pending');
    const [mail] = await t.sql<{ subject: string; text: string }>(
      `SELECT subject, text FROM mail_outbox WHERE "to" = $1 AND subject = 'Tu pago en línea fue anulado'`,
      [applicant.email],
    );
    expect(mail.text).toContain(paid.reference);
  });
});
