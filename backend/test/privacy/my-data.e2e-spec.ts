import { createSeller } from '../support/members.js';
import { bearer, createTestApp, type TestApp } from '../support/test-app.js';
import { memberWithEverything, type Network } from './privacy-fixtures.js';

describe('GET /api/protected/my-data: the member’s own data', () => {
  let t: TestApp;
  let n: Network;
  beforeAll(async () => {
    t = await createTestApp();
    n = await memberWithEverything(t, 'exporta');
  });
  afterAll(() => t.close());

  const download = async (token: string) => {
    const res = await t.http().get('/api/protected/my-data').set(bearer(token)).expect(200);
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="mis-datos-multyhealth\.json"$/);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.headers['cache-control']).toBe('no-store');
    return { json: JSON.parse(res.text) as Record<string, any>, text: res.text };
  };

  it('contains the profile, page, network (names only), content, consents, figures and audit entries', async () => {
    const { json } = await download(n.ana.token);
    expect(json.profile).toMatchObject({
      id: n.ana.id,
      name: n.ana.name,
      email: n.ana.email,
      whatsapp: n.ana.whatsapp,
      city: 'Bogotá',
      code: n.ana.code,
      status: 'approved',
      pageSettings: { photo: n.photoUrl, personalMessage: 'Hola, soy Zuleima', showFAQ: true },
      socialLinks: { instagram: 'https://www.instagram.com/zuleima.prueba' },
    });
    expect(json.network.sponsor).toEqual({ name: 'Sofia Patrocinadora exporta' });
    expect(json.network.recruits.map((r: { name: string }) => r.name)).toEqual([
      'Rocio Reclutada exporta',
      'Pilar Pendiente exporta',
    ]);
    expect(json.pageContent.testimonials).toEqual([expect.objectContaining({ name: 'Clienta Contenta' })]);
    expect(json.pageContent.gallery).toEqual([expect.objectContaining({ imageUrl: n.galleryUrl, title: 'Mi evento' })]);
    expect(json.prices).toEqual([expect.objectContaining({ product: 'Producto exporta', customPrice: 120 })]);
    expect(json.consents).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          kind: 'privacidad',
          policyVersion: { version: 1, hash: expect.stringMatching(/^[0-9a-f]{64}$/) },
          acceptedAt: expect.any(String),
        }),
      ]),
    );
    expect(json.analytics).toHaveProperty('totals');
    expect(json.uploads.map((u: { url: string }) => u.url).sort()).toEqual([n.photoUrl, n.galleryUrl].sort());
    expect(json.auditEntries.map((e: { action: string }) => e.action)).toEqual(['member.approve', 'member.edit']);
    expect(json.emails.length).toBeGreaterThan(0);
  });

  it('never holds a password hash, token version, reset token, nor the contact data of anyone else', async () => {
    const { json, text } = await download(n.ana.token);
    const [row] = await t.sql<{ password: string }>(`SELECT password FROM users WHERE id = $1`, [n.ana.id]);
    expect(row.password).toMatch(/^\$argon2/);
    expect(text).not.toContain(row.password);
    expect(text).not.toContain('$argon2');
    expect(text).not.toMatch(/"password|tokenVersion|tokenHash|token"/i);
    const hashes = await t.sql<{ tokenHash: string }>(`SELECT "tokenHash" FROM member_tokens WHERE "userId" = $1`, [
      n.ana.id,
    ]);
    expect(hashes.length).toBeGreaterThan(0);
    for (const { tokenHash } of hashes) expect(text).not.toContain(tokenHash);
    // The reset e-mail's link is not in the export (only the subject).
    expect(text).not.toMatch(/restablecer-contrasena\?|token=/i);
    for (const other of [n.sponsor, n.recruit]) {
      expect(text).not.toContain(other.email);
      expect(text).not.toContain(other.slug);
    }
    expect(text).not.toContain(t.config.adminEmail);
    expect(text).not.toContain('Visitante/1.0');
    expect(Object.keys(json.network.sponsor)).toEqual(['name']);
  });

  it('isolates members: each gets only their own file, and an anonymous caller none', async () => {
    const other = await createSeller(t, { name: 'Beatriz Aislada' });
    const { json, text } = await download(other.token);
    expect(json.profile.email).toBe(other.email);
    expect(text).not.toContain(n.ana.email);
    expect(text).not.toContain(n.ana.name);
    expect(json.pageContent.testimonials).toEqual([]);
    await t.http().get('/api/protected/my-data').expect(401);
    await t.http().get(`/api/protected/my-data?userId=${n.ana.id}`).set(bearer(other.token)).expect(200);
    const admin = await t
      .http()
      .get('/api/protected/my-data')
      .set(bearer(await t.adminToken()));
    expect(admin.status).toBe(403);
  });
});
