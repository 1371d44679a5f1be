import { bearer, createTestApp, type TestApp } from '../support/test-app.js';

describe('legal texts (terms and privacy policy)', () => {
  let t: TestApp;
  beforeAll(async () => (t = await createTestApp()));
  afterAll(() => t.close());

  it('serves Spanish default terms and privacy policy to anyone, and 404 for another kind', async () => {
    const terms = await t.http().get('/api/legal/terminos').expect(200);
    expect(terms.body).toMatchObject({ kind: 'terminos', title: 'Términos y Condiciones' });
    expect(terms.body.body).toContain('# 2. Registro y pago');
    const privacy = await t.http().get('/api/legal/privacidad').expect(200);
    expect(privacy.body).toMatchObject({ kind: 'privacidad', title: 'Política de Privacidad' });
    expect(privacy.body.body).toContain('Ley 1581 de 2012');
    const unknown = await t.http().get('/api/legal/cookies').expect(404);
    expect(unknown.body).toEqual({ statusCode: 404, message: 'Texto legal no encontrado' });
  });

  it('lets the admin list and edit them (simple-rest), trimmed, and the public page shows the new text', async () => {
    const admin = bearer(await t.adminToken());
    const list = await t.http().get('/api/admin/legal-texts?sort=["kind","ASC"]&range=[0,9]').set(admin).expect(200);
    expect(list.headers['content-range']).toBe('legal-texts 0-1/2');
    expect(list.body.map((x: { kind: string }) => x.kind)).toEqual(['privacidad', 'terminos']);
    const terms = list.body.find((x: { kind: string }) => x.kind === 'terminos');

    const body = '  # Uso del sitio\r\nTexto <script>alert(1)</script> nuevo.\r\n\r\n- Punto uno  ';
    const saved = await t
      .http()
      .put(`/api/admin/legal-texts/${terms.id}`)
      .set(admin)
      .send({ title: ' Términos de uso ', body, kind: 'privacidad', id: 999 })
      .expect(200);
    expect(saved.body).toMatchObject({
      id: terms.id,
      kind: 'terminos',
      title: 'Términos de uso',
      body: '# Uso del sitio\nTexto <script>alert(1)</script> nuevo.\n\n- Punto uno',
    });
    expect((await t.http().get('/api/legal/terminos').expect(200)).body.title).toBe('Términos de uso');
    expect((await t.http().get('/api/legal/privacidad').expect(200)).body.title).toBe('Política de Privacidad');
  });

  it('refuses an empty title or text and a text over 50000 characters, in Spanish', async () => {
    const admin = bearer(await t.adminToken());
    const [{ id }] = await t.sql<{ id: number }>(`SELECT id FROM legal_texts WHERE kind = 'privacidad'`);
    const empty = await t
      .http()
      .put(`/api/admin/legal-texts/${id}`)
      .set(admin)
      .send({ title: ' ', body: '' })
      .expect(400);
    expect(empty.body.errors).toEqual({ title: 'El título es obligatorio', body: 'El texto es obligatorio' });
    const long = await t
      .http()
      .put(`/api/admin/legal-texts/${id}`)
      .set(admin)
      .send({ title: 'Privacidad', body: 'x'.repeat(50_001) })
      .expect(400);
    expect(long.body.errors.body).toMatch(/^El texto no puede/);
    await t.http().put('/api/admin/legal-texts/999999').set(admin).send({ title: 'X', body: 'Y' }).expect(404);
  });
});
