import { bearer, createTestApp, type TestApp } from '../support/test-app.js';
import { createSeller, type TestSeller } from '../support/members.js';

describe('seller: own data', () => {
  let t: TestApp;
  let seller: TestSeller;
  let auth: Record<string, string>;
  beforeAll(async () => {
    t = await createTestApp();
    seller = await createSeller(t, { name: 'Sara Ríos', city: 'Cali' });
    auth = bearer(seller.token);
  });
  afterAll(() => t.close());

  it('returns the dashboard data with stats defaulting to 0', async () => {
    const res = await t.http().get('/api/protected/dashboard').set(auth).expect(200);
    expect(res.body).toMatchObject({
      name: 'Sara Ríos',
      email: seller.email,
      code: seller.code,
      slug: seller.slug,
      city: 'Cali',
      photo: null,
      showFAQ: true,
      showPrices: false,
      personalMessage: null,
      whatsappMessage: null,
      sellerProfileVideoUrl: null,
      visitCount: 0,
      whatsappClicks: 0,
    });
    expect(res.body.remainingDays).toBeGreaterThanOrEqual(365);
    expect(res.body).not.toHaveProperty('password');
  });

  it('updates the profile and ignores fields a seller may not change', async () => {
    const res = await t
      .http()
      .put('/api/protected/profile')
      .set(auth)
      .send({
        city: 'Pereira',
        personalMessage: 'Hola, soy Sara',
        whatsappMessage: 'Hola Sara',
        showFAQ: false,
        showPrices: true,
        photo: '/uploads/images/foto.webp',
        role: 'admin',
        status: 'pending',
        code: 'otro',
        paymentExpiresAt: '2099-01-01',
        email: 'x@y.z',
      })
      .expect(200);
    expect(res.body).toMatchObject({
      city: 'Pereira',
      personalMessage: 'Hola, soy Sara',
      showFAQ: false,
      showPrices: true,
      photo: '/uploads/images/foto.webp',
    });
    const [row] = await t.sql(`SELECT role, status, code, email FROM users WHERE id = $1`, [seller.id]);
    expect(row).toEqual({ role: 'user', status: 'approved', code: seller.code, email: seller.email });
    const cleared = await t
      .http()
      .put('/api/protected/profile')
      .set(auth)
      .send({ personalMessage: '  ', photo: '' })
      .expect(200);
    expect(cleared.body).toMatchObject({ personalMessage: null, photo: null, city: 'Pereira' });
  });

  it.each([
    [{ city: 'X' }, 'city', 'La ciudad debe tener al menos 2 caracteres'],
    [{ photo: 'javascript:alert(1)' }, 'photo', 'La foto debe ser un archivo subido a este sitio'],
    [{ photo: '/uploads/../../etc/passwd' }, 'photo', 'La foto debe ser un archivo subido a este sitio'],
    [{ showFAQ: 'yes' }, 'showFAQ', 'Mostrar FAQ debe ser verdadero o falso'],
    [
      { personalMessage: 'x'.repeat(1001) },
      'personalMessage',
      'El mensaje personal no puede tener más de 1000 caracteres',
    ],
  ])('refuses invalid profile input %j', async (body, field, message) => {
    const res = await t.http().put('/api/protected/profile').set(auth).send(body).expect(400);
    expect(res.body.errors[field]).toBe(message);
  });

  it('saves a YouTube video, refuses other links and removes it when empty', async () => {
    await t
      .http()
      .put('/api/protected/video')
      .set(auth)
      .send({ sellerProfileVideoUrl: 'https://youtu.be/dQw4w9WgXcQ' })
      .expect(200);
    const bad = await t
      .http()
      .put('/api/protected/video')
      .set(auth)
      .send({ sellerProfileVideoUrl: 'https://vimeo.com/123' })
      .expect(400);
    expect(bad.body.message).toBe('Por favor ingresa una URL válida de YouTube');
    await t
      .http()
      .put('/api/protected/video')
      .set(auth)
      .send({ sellerProfileVideoUrl: 'https://www.youtube.com/watch?v=short' })
      .expect(400);
    expect((await t.http().get('/api/protected/dashboard').set(auth)).body.sellerProfileVideoUrl).toBe(
      'https://www.youtube.com/embed/dQw4w9WgXcQ',
    );
    const removed = await t
      .http()
      .put('/api/protected/video')
      .set(auth)
      .send({ sellerProfileVideoUrl: '' })
      .expect(200);
    expect(removed.body.sellerProfileVideoUrl).toBeNull();
  });

  it('changes the password only with the current one and the Spanish messages', async () => {
    const url = '/api/protected/change-password';
    const empty = await t.http().post(url).set(auth).send({}).expect(400);
    expect(empty.body.errors).toEqual({
      currentPassword: 'La contraseña actual es requerida',
      newPassword: 'La nueva contraseña debe tener al menos 6 caracteres',
      confirmPassword: 'La confirmación de contraseña es requerida',
    });
    const mismatch = await t
      .http()
      .post(url)
      .set(auth)
      .send({ currentPassword: seller.password, newPassword: 'nueva-123', confirmPassword: 'nueva-456' })
      .expect(400);
    expect(mismatch.body.errors).toEqual({ confirmPassword: 'Las contraseñas no coinciden' });
    const wrong = await t
      .http()
      .post(url)
      .set(auth)
      .send({ currentPassword: 'mala', newPassword: 'nueva-123', confirmPassword: 'nueva-123' })
      .expect(400);
    expect(wrong.body.message).toBe('La contraseña actual es incorrecta');
    const same = await t
      .http()
      .post(url)
      .set(auth)
      .send({ currentPassword: seller.password, newPassword: seller.password, confirmPassword: seller.password })
      .expect(400);
    expect(same.body.errors).toEqual({ newPassword: 'La nueva contraseña debe ser diferente de la actual' });
    const changed = await t
      .http()
      .post(url)
      .set(auth)
      .send({ currentPassword: seller.password, newPassword: 'nueva-123', confirmPassword: 'nueva-123' })
      .expect(200);
    // The change ends earlier sessions; the answer carries this session's fresh token.
    auth = bearer(changed.body.token);
    await t.http().post('/api/login').send({ email: seller.email, password: 'nueva-123' }).expect(200);
    await t.http().post('/api/login').send({ email: seller.email, password: seller.password }).expect(401);
  });

  it('reports its subscription status', async () => {
    const res = await t.http().get('/api/user/subscription-status').set(auth).expect(200);
    expect(res.body).toMatchObject({ isActive: true, expired: false });
    expect(res.body.daysUntilExpiry).toBeGreaterThanOrEqual(365);
  });

  it('keeps seller routes away from anonymous callers (401) and the admin (403)', async () => {
    const admin = bearer(await t.adminToken());
    for (const [method, url] of [
      ['get', '/api/protected/dashboard'],
      ['put', '/api/protected/profile'],
      ['put', '/api/protected/video'],
      ['post', '/api/protected/change-password'],
      ['get', '/api/protected/analytics'],
      ['get', '/api/user/subscription-status'],
    ] as const) {
      expect([url, (await t.http()[method](url)).status]).toEqual([url, 401]);
      expect([url, (await t.http()[method](url).set(admin)).status]).toEqual([url, 403]);
    }
  });
});
