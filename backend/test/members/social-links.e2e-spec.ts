import { bearer, createTestApp, type TestApp } from '../support/test-app.js';
import { createSeller, type TestSeller } from '../support/members.js';
import { PageAnalytics } from '../../src/modules/members/domain/page-analytics.js';

/** A seller's social profiles: validated as https links to each network's exact hosts, shown on the page and vCard. */
describe('seller social links', () => {
  let t: TestApp;
  let seller: TestSeller;
  const save = (socialLinks: unknown, who: TestSeller = seller) =>
    t.http().put('/api/protected/profile').set(bearer(who.token)).send({ socialLinks });
  const stored = async (id = seller.id) =>
    (await t.sql<{ socialLinks: unknown }>(`SELECT "socialLinks" FROM users WHERE id = $1`, [id]))[0].socialLinks;
  const socialClicks = async (id = seller.id) => {
    await t.app.get(PageAnalytics).flush();
    const [row] = await t.sql<{ n: number }>(
      `SELECT count(*)::int AS n FROM analytics WHERE "userId" = $1 AND type = 'social_click'`,
      [id],
    );
    return row.n;
  };

  beforeAll(async () => {
    t = await createTestApp();
    seller = await createSeller(t, { name: 'Laura Gómez' });
  });
  afterAll(() => t.close());

  it('saves the four profiles in normalised form and shows them in the panel, the public page and the vCard', async () => {
    const res = await save({
      instagram: ' https://www.instagram.com/laura.salud ',
      facebook: 'https://m.facebook.com/laura.salud',
      tiktok: 'https://www.tiktok.com/@laura.salud',
      youtube: 'https://WWW.YOUTUBE.COM/@laura',
    }).expect(200);
    const expected = {
      instagram: 'https://www.instagram.com/laura.salud',
      facebook: 'https://www.facebook.com/laura.salud',
      tiktok: 'https://www.tiktok.com/@laura.salud',
      youtube: 'https://www.youtube.com/@laura',
    };
    expect(res.body.socialLinks).toEqual(expected);
    expect(await stored()).toEqual(expected);
    expect(
      (await t.http().get('/api/protected/dashboard').set(bearer(seller.token)).expect(200)).body.socialLinks,
    ).toEqual(expected);
    expect((await t.http().get(`/api/user/${seller.slug}`).expect(200)).body.user.socialLinks).toEqual(expected);

    const card = (await t.http().get(`/api/user/${seller.slug}/vcard`).buffer(true).expect(200)).text;
    const lines = card.split('\r\n');
    for (const [network, url] of Object.entries(expected)) expect(lines).toContain(`URL;TYPE=${network}:${url}`);
  });

  it('keeps profiles a body leaves out and removes those sent as null or empty', async () => {
    await save({ instagram: 'https://instagram.com/laura', facebook: 'https://facebook.com/laura' }).expect(200);
    await save({ facebook: null, tiktok: '' }).expect(200);
    expect(await stored()).toEqual({
      instagram: 'https://www.instagram.com/laura',
      youtube: 'https://www.youtube.com/@laura',
    });
    await t.http().put('/api/protected/profile').set(bearer(seller.token)).send({ city: 'Cali' }).expect(200);
    expect(await stored()).toEqual({
      instagram: 'https://www.instagram.com/laura',
      youtube: 'https://www.youtube.com/@laura',
    });
  });

  it('accepts what sellers type or paste and stores the canonical address', async () => {
    await save({
      instagram: '@lucia_fit',
      facebook: 'facebook.com/lucia.fit',
      tiktok: 'tiktok.com/@lucia',
      youtube: 'youtube.com/@lucia/',
    }).expect(200);
    expect(await stored()).toEqual({
      instagram: 'https://www.instagram.com/lucia_fit',
      facebook: 'https://www.facebook.com/lucia.fit',
      tiktok: 'https://www.tiktok.com/@lucia',
      youtube: 'https://www.youtube.com/@lucia',
    });
    await save({ instagram: 'instagram.com/lucia_fit', tiktok: '@lucia', facebook: 'lucia.fit' }).expect(200);
    expect(await stored()).toMatchObject({
      instagram: 'https://www.instagram.com/lucia_fit',
      facebook: 'https://www.facebook.com/lucia.fit',
      tiktok: 'https://www.tiktok.com/@lucia',
    });
    // Back to the profiles the next tests expect.
    await save({ instagram: '@laura', facebook: null, tiktok: null, youtube: '@laura' }).expect(200);
  });

  it.each([
    ['instagram', 'javascript:alert(document.cookie)'],
    ['instagram', 'JaVaScRiPt://instagram.com/%0aalert(1)'],
    ['instagram', 'ftp://instagram.com/laura'],
    ['instagram', 'https://instagram.com.evil.example/laura'],
    ['instagram', 'https://evil.example/instagram.com/laura'],
    ['instagram', 'https://instagram.com@evil.example/laura'],
    ['instagram', 'https://laura:clave@instagram.com/laura'],
    ['instagram', 'https://instagram.com:444/laura'],
    ['instagram', 'https://instagram.com/'],
    ['instagram', 'https://www.facebook.com/laura'],
    ['facebook', 'https://facebook.com.evil.example/laura'],
    ['facebook', 'https://evilfacebook.com/laura'],
    ['facebook', 'https://l.facebook.com/l.php?u=https://evil.example'],
    ['tiktok', 'data:text/html,<script>alert(1)</script>'],
    ['tiktok', 'https:\\\\www.tiktok.com\\@laura'],
    ['youtube', 'https://youtu.be/dQw4w9WgXcQ'],
    ['youtube', `https://www.youtube.com/@${'a'.repeat(400)}`],
    ['youtube', 42],
  ])('refuses %s = %s with a Spanish message and stores nothing', async (network, value) => {
    const before = await stored();
    const res = await save({ [network]: value }).expect(400);
    const name = { instagram: 'Instagram', facebook: 'Facebook', tiktok: 'TikTok', youtube: 'YouTube' }[network];
    expect(res.body.errors[`socialLinks.${network}`]).toEqual(
      expect.stringMatching(new RegExp(`^Escribe tu usuario de ${name} \\(.+\\) o el enlace de tu perfil`)),
    );
    expect(await stored()).toEqual(before);
  });

  it('refuses socialLinks that is not an object, or that names a network it does not know', async () => {
    const before = await stored();
    for (const value of ['https://instagram.com/laura', ['https://instagram.com/laura'], 7]) {
      const res = await save(value).expect(400);
      expect(res.body.message).toBe('Las redes sociales deben enviarse como un objeto');
    }
    for (const value of [{ myspace: 'https://myspace.com/laura' }, { $ne: null }, { __proto__x: 1 }]) {
      const res = await save(value).expect(400);
      expect(res.body.message).toBe('Las redes sociales admitidas son instagram, facebook, tiktok y youtube');
    }
    expect(await stored()).toEqual(before);
  });

  it("counts a visitor's click on a profile icon as a social_click, never the owner's or an admin's", async () => {
    const before = await socialClicks();
    await t
      .http()
      .post(`/api/user/${seller.slug}/social-click`)
      .send({ network: 'instagram' })
      .expect(200, { success: true });
    expect(await socialClicks()).toBe(before + 1);

    await t
      .http()
      .post(`/api/user/${seller.slug}/social-click`)
      .set(bearer(seller.token))
      .send({ network: 'instagram' })
      .expect(200);
    await t
      .http()
      .post(`/api/user/${seller.slug}/social-click`)
      .set(bearer(await t.adminToken()))
      .send({ network: 'youtube' })
      .expect(200);
    expect(await socialClicks()).toBe(before + 1);
    // Visits and WhatsApp clicks are counted apart.
    const totals = (await t.http().get('/api/protected/dashboard').set(bearer(seller.token)).expect(200)).body;
    expect(totals.whatsappClicks).toBe(0);
  });

  it('refuses a click on an unknown network or one the page does not show (400), and unknown pages (404)', async () => {
    const before = await socialClicks();
    const unknown = await t
      .http()
      .post(`/api/user/${seller.slug}/social-click`)
      .send({ network: 'myspace' })
      .expect(400);
    expect(unknown.body.message).toBe('La red social debe ser instagram, facebook, tiktok o youtube');
    const notShown = await t
      .http()
      .post(`/api/user/${seller.slug}/social-click`)
      .send({ network: 'tiktok' })
      .expect(400);
    expect(notShown.body.message).toBe('Esta red social no está en la página');
    await t.http().post(`/api/user/${seller.slug}/social-click`).send({}).expect(400);
    await t.http().post('/api/user/nadie-aqui/social-click').send({ network: 'instagram' }).expect(404);
    expect(await socialClicks()).toBe(before);
  });
});
