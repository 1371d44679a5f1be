import type { TestApp } from '../support/test-app.js';
import { AdminPaymentsService } from '../../src/modules/payments/application/admin-payments.service.js';
import { startPaymentDesk, type DeskHelpers } from './payment-desk-support.js';

describe('the Pagos list and its CSV', () => {
  let t: TestApp;
  let desk: DeskHelpers;
  let close: () => Promise<void>;
  beforeAll(async () => ({ t, desk, close } = await startPaymentDesk()));
  afterAll(() => close());

  const list = async (filter: Record<string, unknown>, extra: Record<string, string> = {}) =>
    t
      .http()
      .get('/api/admin/payments')
      .query({ filter: JSON.stringify(filter), range: '[0,49]', ...extra })
      .set(await desk.admin());
  const csv = async (filter: Record<string, unknown>, sort?: string) =>
    (
      await t
        .http()
        .get('/api/admin/payments/export')
        .query({ filter: JSON.stringify(filter), ...(sort ? { sort } : {}) })
        .set(await desk.admin())
        .expect(200)
    ).text;

  it('finds payments by name, e-mail or reference without regard to accents or case', async () => {
    const applicant = await desk.register({
      name: 'Lucía Mejía Peña',
      email: `lucia.mejia.${process.pid}@example.com`,
    });
    const { reference } = await desk.checkout(applicant.token);
    for (const q of [
      'mejia',
      'MEJÍA',
      'lucia mejia',
      'peña',
      'pena',
      `LUCIA.MEJIA.${process.pid}`,
      reference.slice(-12),
    ])
      expect([q, (await list({ q })).body.map((p: { reference: string }) => p.reference)]).toEqual([q, [reference]]);
    expect((await list({ q: 'mejia zzz' })).body).toEqual([]);
    expect((await list({ q: '100%_\\' })).status).toBe(200);
    expect((await list({ q: 'x'.repeat(201) })).status).toBe(400);
    expect((await list({ status: 'PAGADO' })).status).toBe(400);
    expect((await list({ review: 'tal vez' })).status).toBe(400);
  });

  it('filters what waits for a decision, counts it for the menu, and shows owed and paid side by side in the CSV', async () => {
    const applicant = await desk.register();
    const { reference, amountInCents } = await desk.checkout(applicant.token);
    await desk.report(reference, amountInCents - 3_000_000);
    const waiting = (await list({ review: true })).body.map((p: { reference: string }) => p.reference);
    expect(waiting).toContain(reference);
    expect((await list({ review: false })).body.map((p: { reference: string }) => p.reference)).not.toContain(
      reference,
    );
    const count = await t
      .http()
      .get('/api/admin/payments/awaiting-decision')
      .set(await desk.admin())
      .expect(200);
    expect(count.body.total).toBe(waiting.length);

    const text = await csv({ q: reference });
    const [header, row] = text.replace(/^\uFEFF/, '').split('\r\n');
    expect(header).toBe(
      'Fecha;Miembro;Email;Concepto;Medio;Valor a pagar (COP);Pagado (COP);Referencia;Transacción;Estado;' +
        'Requiere revisión;Duplicado;Decisión;Reembolso;Nota',
    );
    const cells = row.split(';');
    expect(cells[5]).toBe(String(amountInCents / 100));
    expect(cells[6]).toBe(String((amountInCents - 3_000_000) / 100));
    expect(cells[9]).toBe('Aprobado, pago incompleto');
    expect(cells[12]).toBe('Por decidir');
  });

  it('exports every row exactly once across batch boundaries, many rows sharing one millisecond', async () => {
    // 2,500 payments in three microseconds of one millisecond: batches of 1,000 end inside that millisecond.
    await t.sql(
      `INSERT INTO payments (reference, purpose, "amountInCents", currency, "createdAt")
       SELECT 'MH-T-lote-' || lpad(i::text, 5, '0'), 'renewal', 18000000 + (i % 7) * 100, 'COP',
              '2026-03-01 10:00:00.123456+00'::timestamptz + make_interval(secs => (i % 3) / 1000000.0)
         FROM generate_series(1, 2500) AS i`,
    );
    const service = t.app.get(AdminPaymentsService);
    for (const sort of [
      undefined,
      { field: 'createdAt', order: 'ASC' as const },
      { field: 'amountInCents', order: 'DESC' as const },
    ]) {
      const seen: string[] = [];
      for await (const batch of service.listAll({ filter: { q: 'mh-t-lote-' }, sort }, 1000))
        seen.push(...batch.map((p) => p.reference));
      expect([sort?.field, seen.length, new Set(seen).size]).toEqual([sort?.field, 2500, 2500]);
    }
    const rows = (await csv({ q: 'MH-T-LOTE' }, '["createdAt","DESC"]')).split('\r\n').filter(Boolean).slice(1);
    const references = rows.map((r) => r.split(';')[7]);
    expect([references.length, new Set(references).size]).toEqual([2500, 2500]);
    const page = await list({ q: 'mh-t-lote' }, { range: '[0,9]' });
    expect(page.headers['content-range']).toBe('payments 0-9/2500');
  });
});
