import { createHash } from 'node:crypto';
import { createSeller } from '../support/members.js';
import { bearer, createTestApp, type TestApp } from '../support/test-app.js';

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

describe('consent records and re-acceptance of a new legal text version', () => {
  let t: TestApp;
  beforeAll(async () => (t = await createTestApp()));
  afterAll(() => t.close());

  async function publish(kind: 'terminos' | 'privacidad', body: string) {
    const [{ id, title }] = await t.sql<{ id: number; title: string }>(
      `SELECT id, title FROM legal_texts WHERE kind = $1`,
      [kind],
    );
    await t
      .http()
      .put(`/api/admin/legal-texts/${id}`)
      .set(bearer(await t.adminToken()))
      .send({ title, body })
      .expect(200);
  }

  it('records the registration acceptance with version, hash of the text, time, IP and browser', async () => {
    const seller = await createSeller(t);
    const rows = await t.sql<{ kind: string; version: number; hash: string; ip: string; userAgent: string }>(
      `SELECT kind, version, hash, ip, "userAgent" FROM consents WHERE "userId" = $1 ORDER BY kind`,
      [seller.id],
    );
    const [privacy] = await t.sql<{ body: string }>(`SELECT body FROM legal_texts WHERE kind = 'privacidad'`);
    expect(rows.map((r) => [r.kind, r.version])).toEqual([
      ['privacidad', 1],
      ['terminos', 1],
    ]);
    expect(rows[0].hash).toBe(sha256(privacy.body));
    expect(rows[0].ip).toBeTruthy();
    const status = await t.http().get('/api/protected/consents').set(bearer(seller.token)).expect(200);
    expect(status.body.acceptanceRequired).toBe(false);
    expect(status.body.history).toHaveLength(2);
    expect(status.body.history[0].policyVersion).toEqual({ version: 1, hash: expect.stringMatching(/^[0-9a-f]{64}$/) });
  });

  it('asks for the new version before anything else works, and lets the member go on once accepted', async () => {
    const seller = await createSeller(t);
    const other = await createSeller(t);
    const auth = bearer(seller.token);
    await t.http().get('/api/protected/dashboard').set(auth).expect(200);

    const newText = `# Política nueva\n\nTratamos tus datos así (${Date.now()}).`;
    await publish('privacidad', newText);
    // Saving the same text again is not a new version.
    await publish('privacidad', newText);
    const versions = await t.sql(`SELECT version FROM legal_text_versions WHERE kind = 'privacidad' ORDER BY version`);
    expect(versions.map((v) => v.version)).toEqual([1, 2]);

    const blocked = await t.http().get('/api/protected/dashboard').set(auth).expect(428);
    expect(blocked.body.message).toMatch(/acéptalos para continuar/);
    await t.http().put('/api/protected/profile').set(auth).send({ city: 'Cali' }).expect(428);
    await t.http().get('/api/user/subscription-status').set(auth).expect(428);
    // Reading the texts, the own data and the acceptance itself still work; so does the public page.
    await t.http().get('/api/legal/privacidad').expect(200);
    await t.http().get('/api/protected/my-data').set(auth).expect(200);
    await t.http().get(`/api/user/${seller.slug}`).expect(200);
    const status = await t.http().get('/api/protected/consents').set(auth).expect(200);
    expect(status.body.acceptanceRequired).toBe(true);
    expect(status.body.pending).toHaveLength(1);
    expect(status.body.pending[0]).toMatchObject({
      kind: 'privacidad',
      body: newText,
      policyVersion: { version: 2, hash: sha256(newText) },
    });

    // Accepting a version other than the one in force is refused.
    await t.http().post('/api/protected/consents').set(auth).send({ privacidad: 1 }).expect(409);
    await t.http().post('/api/protected/consents').set(auth).send({ privacidad: 'dos' }).expect(400);
    const accepted = await t
      .http()
      .post('/api/protected/consents')
      .set(auth)
      .set('User-Agent', 'NavegadorPrueba/1.0')
      .send({ privacidad: 2 })
      .expect(200);
    expect(accepted.body.acceptanceRequired).toBe(false);
    await t.http().get('/api/protected/dashboard').set(auth).expect(200);
    const [row] = await t.sql(
      `SELECT version, hash, "userAgent", "acceptedAt" FROM consents WHERE "userId" = $1 AND kind = 'privacidad' AND version = 2`,
      [seller.id],
    );
    expect(row).toMatchObject({ version: 2, hash: sha256(newText), userAgent: 'NavegadorPrueba/1.0' });

    // The other member is still asked; the admin is never asked.
    await t.http().get('/api/protected/dashboard').set(bearer(other.token)).expect(428);
    await t
      .http()
      .get('/api/admin/dashboard')
      .set(bearer(await t.adminToken()))
      .expect(200);
  });

  it('a member who registers after a new version accepted that one and is not asked again', async () => {
    await publish('terminos', `# Términos nuevos\n\nVersión ${Date.now()}.`);
    const seller = await createSeller(t);
    await t.http().get('/api/protected/dashboard').set(bearer(seller.token)).expect(200);
    const rows = await t.sql(`SELECT kind, version FROM consents WHERE "userId" = $1 AND kind = 'terminos'`, [
      seller.id,
    ]);
    expect(rows).toEqual([{ kind: 'terminos', version: 2 }]);
  });

  it('concurrent acceptances of the same version store it once', async () => {
    const seller = await createSeller(t);
    await publish('privacidad', `# Otra política\n\n${Date.now()}`);
    const [{ version }] = await t.sql<{ version: number }>(
      `SELECT max(version) AS version FROM legal_text_versions WHERE kind = 'privacidad'`,
    );
    const results = await Promise.all(
      Array.from({ length: 5 }, () =>
        t.http().post('/api/protected/consents').set(bearer(seller.token)).send({ privacidad: version }),
      ),
    );
    expect(results.every((r) => r.status === 200)).toBe(true);
    const rows = await t.sql(`SELECT 1 FROM consents WHERE "userId" = $1 AND kind = 'privacidad' AND version = $2`, [
      seller.id,
      version,
    ]);
    expect(rows).toHaveLength(1);
  });
});
