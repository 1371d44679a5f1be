import { existsSync } from 'node:fs';
import { join } from 'node:path';
import * as fixture from '../media/fixtures.js';
import { passwordToken, pdf, registrationToken } from '../support/links.js';
import { createSeller, registrationBody } from '../support/members.js';
import { bearer, createTestApp, sentMail, type TestApp } from '../support/test-app.js';

describe('an applicant’s journey: registration link, payment proof, approval, own password', () => {
  let t: TestApp;
  beforeAll(
    async () => (t = await createTestApp({ PAYMENT_INSTRUCTIONS: 'Bancolombia, cuenta de ahorros 111-222333-44' })),
  );
  afterAll(() => t.close());

  const admin = async () => bearer(await t.adminToken());
  const register = async () => {
    const body = registrationBody();
    const res = await t.http().post('/api/register').send(body).expect(201);
    const mail = await sentMail(t.config, (m) => m.to === body.email && m.subject.startsWith('Registro recibido'));
    return { id: res.body.user.id as number, body, token: registrationToken(mail), mail };
  };
  const upload = (token: string, file: Buffer, name: string) =>
    t.http().post(`/api/registration/${token}/proof`).attach('file', file, name);
  const proofPath = async (id: number) => {
    const [row] = await t.sql<{ url: string | null }>(`SELECT "paymentProofUrl" AS url FROM users WHERE id = $1`, [id]);
    return row?.url ? join(t.config.dataDir, 'uploads', row.url.replace(/^\/uploads\//, '')) : null;
  };

  it('walks from the e-mail link to signing in with a password the member chose', async () => {
    const applicant = await register();
    expect(applicant.mail.text).toContain(`${t.config.publicUrl}/registro/${applicant.token}`);
    expect(
      await t.sql(`SELECT count(*)::int AS n FROM member_tokens WHERE "tokenHash" = $1`, [applicant.token]),
    ).toEqual([{ n: 0 }]);

    const page = await t.http().get(`/api/registration/${applicant.token}`).expect(200);
    expect(page.body).toEqual({
      name: applicant.body.name,
      email: applicant.body.email,
      status: 'pending-payment',
      fee: { amount: expect.any(Number), discounted: false },
      proofUploaded: false,
      paymentInstructions: expect.any(String),
    });

    const first = await upload(applicant.token, await fixture.jpegWithGps(), 'pago.jpg').expect(201);
    expect(first.body).toMatchObject({ status: 'proof-received', proofUploaded: true });
    const firstPath = await proofPath(applicant.id);
    expect(firstPath && existsSync(firstPath)).toBe(true);
    await sentMail(
      t.config,
      (m) =>
        m.to === t.config.adminEmail &&
        m.subject === `Comprobante de pago recibido: ${applicant.body.name} (${applicant.body.code})`,
    );

    // A second proof replaces the first, whose file is deleted; the admin is not e-mailed again within the hour.
    const proof = pdf();
    await upload(applicant.token, proof, 'pago.pdf').expect(201);
    expect(existsSync(firstPath!)).toBe(false);
    const [{ n: queued }] = await t.sql<{ n: number }>(
      `SELECT count(*)::int AS n FROM mail_outbox WHERE subject LIKE $1`,
      [`Comprobante de pago recibido: ${applicant.body.name}%`],
    );
    expect(queued).toBe(1);
    expect(await t.sql(`SELECT kind, "contentType" FROM media_files WHERE "ownerId" = $1`, [applicant.id])).toEqual([
      { kind: 'document', contentType: 'application/pdf' },
    ]);

    // The admin sees it in the list (column and filter) and downloads it; nobody else can, and /uploads never serves it.
    const withProof = await t
      .http()
      .get('/api/admin/users')
      .query({ filter: JSON.stringify({ hasPaymentProof: true }) })
      .set(await admin())
      .expect(200);
    expect(withProof.body.map((u: { id: number }) => u.id)).toContain(applicant.id);
    expect(withProof.body.every((u: { hasPaymentProof: boolean }) => u.hasPaymentProof)).toBe(true);
    const without = await t
      .http()
      .get('/api/admin/users')
      .query({ filter: JSON.stringify({ hasPaymentProof: false }) })
      .set(await admin())
      .expect(200);
    expect(without.body.map((u: { id: number }) => u.id)).not.toContain(applicant.id);
    expect(without.headers['content-range']).toMatch(new RegExp(`/${without.body.length}$`));
    const download = await t
      .http()
      .get(`/api/admin/users/${applicant.id}/payment-proof`)
      .set(await admin())
      .buffer(true)
      .parse((r, cb) => {
        const chunks: Buffer[] = [];
        r.on('data', (c: Buffer) => chunks.push(c));
        r.on('end', () => cb(null, Buffer.concat(chunks)));
      })
      .expect(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['content-disposition']).toBe(
      `attachment; filename="comprobante-${applicant.body.code}.pdf"`,
    );
    expect(Buffer.compare(download.body as Buffer, proof)).toBe(0);
    await t.http().get(`/api/admin/users/${applicant.id}/payment-proof`).expect(401);
    const seller = await createSeller(t);
    await t.http().get(`/api/admin/users/${applicant.id}/payment-proof`).set(bearer(seller.token)).expect(403);
    const [{ url }] = await t.sql<{ url: string }>(`SELECT "paymentProofUrl" AS url FROM users WHERE id = $1`, [
      applicant.id,
    ]);
    for (const path of [
      url,
      url.replace('/private/', '/%70rivate/'),
      url.replace('/uploads/', '/uploads//'),
      url.replace('/private/', '/PRIVATE/'),
    ]) {
      expect([path, (await t.http().get(path)).status]).toEqual([path, 404]);
    }

    // Approval: the welcome e-mail carries the page, the dashboard and a link to choose a password.
    await t
      .http()
      .put(`/api/admin/users/${applicant.id}/approve`)
      .set(await admin())
      .send({ password: 'clave-del-admin' })
      .expect(200);
    const welcome = await sentMail(
      t.config,
      (m) => m.to === applicant.body.email && m.subject === '¡Tu cuenta Multyhealth está activa!',
    );
    expect(welcome.text).toContain(`${t.config.publicUrl}/u/${applicant.body.code.toLowerCase()}`);
    expect(welcome.text).toContain(`${t.config.publicUrl}/dashboard`);
    expect((await t.http().get(`/api/registration/${applicant.token}`).expect(200)).body).toMatchObject({
      status: 'approved',
      paymentInstructions: null,
    });
    await upload(applicant.token, pdf(), 'otro.pdf').expect(409);

    const chosen = 'mi-clave-propia';
    await t
      .http()
      .post('/api/password-reset/confirm')
      .send({ token: passwordToken(welcome), newPassword: chosen })
      .expect(200);
    await t.http().post('/api/login').send({ email: applicant.body.email, password: 'clave-del-admin' }).expect(401);
    const login = await t.http().post('/api/login').send({ email: applicant.body.email, password: chosen }).expect(200);
    await t.http().get('/api/protected/dashboard').set(bearer(login.body.token)).expect(200);
    const reused = await t
      .http()
      .post('/api/password-reset/confirm')
      .send({ token: passwordToken(welcome), newPassword: 'otra-clave-1' })
      .expect(400);
    expect(reused.body.message).toBe('El enlace no es válido o ha expirado');

    // Deleting the member deletes the proof.
    const path = await proofPath(applicant.id);
    await t
      .http()
      .delete(`/api/admin/users/${applicant.id}`)
      .set(await admin())
      .expect(200);
    expect(existsSync(path!)).toBe(false);
    expect(await t.sql(`SELECT count(*)::int AS n FROM media_files WHERE "ownerId" = $1`, [applicant.id])).toEqual([
      { n: 0 },
    ]);
    await t.http().get(`/api/registration/${applicant.token}`).expect(404);
  });

  it('keeps saying "rejected" on the link of a rejected registration, with nothing personal left, and deletes the proof', async () => {
    const applicant = await register();
    await upload(applicant.token, await fixture.png(), 'pago.png').expect(201);
    const path = await proofPath(applicant.id);
    await t
      .http()
      .put(`/api/admin/users/${applicant.id}/reject`)
      .set(await admin())
      .expect(200);
    expect(existsSync(path!)).toBe(false);
    const page = await t.http().get(`/api/registration/${applicant.token}`).expect(200);
    expect(page.body).toEqual({
      name: null,
      email: null,
      status: 'rejected',
      fee: null,
      proofUploaded: false,
      paymentInstructions: null,
    });
    await upload(applicant.token, await fixture.png(), 'pago.png').expect(409);
    // The person may register again with the same address.
    await t
      .http()
      .post('/api/register')
      .send({ ...registrationBody(), email: applicant.body.email })
      .expect(201);
  });

  it('refuses what is not a proof, with the usual Spanish messages, and unknown links', async () => {
    const applicant = await register();
    const text = await upload(
      applicant.token,
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg">'.padEnd(2000, ' ')),
      'a.svg',
    ).expect(400);
    expect(text.body.message).toBe('Solo se permiten imágenes (JPEG, PNG, WebP) o PDF');
    const big = await upload(
      applicant.token,
      Buffer.concat([pdf(), Buffer.alloc(5 * 1024 * 1024)]),
      'grande.pdf',
    ).expect(413);
    expect(big.body.message).toBe('El archivo debe ser menor a 5MB');
    const none = await t.http().post(`/api/registration/${applicant.token}/proof`).field('x', '1').expect(400);
    expect(none.body.message).toBe('Debes adjuntar el comprobante en el campo "file"');
    expect((await t.http().get(`/api/registration/${applicant.token}`).expect(200)).body.status).toBe(
      'pending-payment',
    );

    const unknown = 'A'.repeat(43);
    expect((await t.http().get(`/api/registration/${unknown}`).expect(404)).body.message).toBe(
      'Registro no encontrado. Revisa el enlace de tu correo.',
    );
    await upload(unknown, pdf(), 'pago.pdf').expect(404);
    expect([400, 404]).toContain((await t.http().get('/api/registration/%00')).status);
    await t
      .http()
      .get(`/api/admin/users/${applicant.id}/payment-proof`)
      .set(await admin())
      .expect(404);
  });
});
