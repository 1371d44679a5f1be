import { bearer, createTestApp, type TestApp } from '../support/test-app.js';
import { createSeller } from '../support/members.js';

const STALE = 'Otro administrador cambió este registro; recarga para ver los cambios';
const EDITABLE = ['name', 'email', 'whatsapp', 'city', 'country'] as const;

describe('two administrators editing one record (stale writes)', () => {
  let t: TestApp;
  let admin: Record<string, string>;
  /** The record as an edit form holds it, and the version it was loaded at (the ETag). */
  const load = async (id: number): Promise<Record<string, string>> => {
    const res = await t.http().get(`/api/admin/users/${id}`).set(admin).expect(200);
    expect(res.headers.etag).toBe(`"${res.body.updatedAt}"`);
    return {
      ...(Object.fromEntries(EDITABLE.map((key) => [key, res.body[key]])) as Record<string, string>),
      version: res.headers.etag,
    };
  };
  const save = (id: number, { version, ...record }: Record<string, unknown>) => {
    const put = t.http().put(`/api/admin/users/${id}`).set(admin);
    return (typeof version === 'string' ? put.set('If-Match', version) : put).send(record);
  };
  const edits = async (id: number) =>
    (
      await t.sql<{ n: number }>(
        `SELECT count(*)::int AS n FROM audit_log WHERE action = 'member.edit' AND "targetId" = $1`,
        [String(id)],
      )
    )[0].n;

  beforeAll(async () => {
    t = await createTestApp({ RUN_JOBS: 'false' });
    admin = bearer(await t.adminToken());
  });
  afterAll(() => t.close());

  it("refuses A's save of a member B changed meanwhile, keeping B's e-mail, and A's retry after reloading passes", async () => {
    const seller = await createSeller(t);
    const seenByA = await load(seller.id);
    const seenByB = await load(seller.id);
    const b = await save(seller.id, { ...seenByB, email: 'cambiado.por.b@example.com' }).expect(200);
    expect(`"${b.body.updatedAt}"`).not.toBe(seenByB.version);
    expect(b.headers.etag).toBe(`"${b.body.updatedAt}"`);
    const a = await save(seller.id, { ...seenByA, city: 'Cali' }).expect(409);
    expect(a.body.message).toBe(STALE);
    const [row] = await t.sql(`SELECT email, city FROM users WHERE id = $1`, [seller.id]);
    expect(row).toEqual({ email: 'cambiado.por.b@example.com', city: seenByA.city });
    expect(await edits(seller.id)).toBe(1);
    // Reloaded: A keeps the city typed on top of the current record.
    await save(seller.id, { ...(await load(seller.id)), city: 'Cali' }).expect(200);
    expect((await t.sql(`SELECT email, city FROM users WHERE id = $1`, [seller.id]))[0]).toEqual({
      email: 'cambiado.por.b@example.com',
      city: 'Cali',
    });
  });

  it('lets exactly one of six concurrent saves of the same version through', async () => {
    const seller = await createSeller(t);
    const seen = await load(seller.id);
    const responses = await Promise.all(
      ['Cali', 'Pasto', 'Neiva', 'Tunja', 'Yopal', 'Mocoa'].map((city) => save(seller.id, { ...seen, city })),
    );
    expect(responses.map((r) => r.status).sort()).toEqual([200, 409, 409, 409, 409, 409]);
    const winner = responses.find((r) => r.status === 200)!.body.city;
    expect((await t.sql(`SELECT city FROM users WHERE id = $1`, [seller.id]))[0].city).toBe(winner);
    expect(await edits(seller.id)).toBe(1);
  });

  it('treats a renewal or the member’s own change as a newer version too', async () => {
    const seller = await createSeller(t);
    const seen = await load(seller.id);
    await t.http().post(`/api/admin/renew-user/${seller.id}`).set(admin).expect(200);
    await save(seller.id, { ...seen, city: 'Cali' }).expect(409);
  });

  it('applies to the content records the same way (FAQ, and every record carries its version)', async () => {
    const created = await t
      .http()
      .post('/api/admin/faq')
      .set(admin)
      .send({ question: '¿Cuánto cuesta?', answer: 'Depende del plan.', order: 1 })
      .expect(201);
    const faq = (await t.http().get(`/api/admin/faq/${created.body.id}`).set(admin).expect(200)).body;
    expect(typeof faq.updatedAt).toBe('string');
    const putFaq = (version: string, answer: string) =>
      t
        .http()
        .put(`/api/admin/faq/${faq.id}`)
        .set(admin)
        .set('If-Match', `"${version}"`)
        .send({ ...faq, answer });
    const first = await putFaq(faq.updatedAt, 'Primera').expect(200);
    const stale = await putFaq(faq.updatedAt, 'Segunda').expect(409);
    expect(stale.body.message).toBe(STALE);
    await putFaq(first.body.updatedAt, 'Tercera').expect(200);
    expect((await t.sql(`SELECT answer FROM faq WHERE id = $1`, [faq.id]))[0].answer).toBe('Tercera');
    for (const path of ['products', 'announcements', 'testimonials', 'team-images', 'product-features']) {
      const [first] = (await t.http().get(`/api/admin/${path}`).set(admin).expect(200)).body;
      if (first) expect(typeof first.updatedAt).toBe('string');
    }
  });

  it('keeps a save without If-Match (or with *) working, ignores updatedAt in the body, refuses a malformed one', async () => {
    const seller = await createSeller(t);
    const { version: _version, ...record } = await load(seller.id);
    await save(seller.id, { ...record, city: 'Cali', updatedAt: '2001-01-01T00:00:00.000Z' }).expect(200);
    await save(seller.id, { ...record, city: 'Pasto', version: '*' }).expect(200);
    for (const bad of ['ayer', '"ayer"', '"2026-01-01', `"${'9'.repeat(60)}"`]) {
      const res = await save(seller.id, { ...record, version: bad }).expect(400);
      expect(res.body.message).toBe('La versión del registro (If-Match) no es válida');
    }
    expect(await edits(seller.id)).toBe(2);
  });
});
