import { DataSource } from 'typeorm';
import { WhatsappE1641733700000000 } from '../../src/database/migrations/1733700000000-whatsapp-e164.js';
import { bearer, createTestApp, type TestApp } from '../support/test-app.js';
import { createSeller, registrationBody } from '../support/members.js';

describe('WhatsApp numbers (E.164, per-country rule)', () => {
  let t: TestApp;
  beforeAll(async () => (t = await createTestApp()));
  afterAll(() => t.close());

  const stored = async (id: number) =>
    (await t.sql<{ whatsapp: string }>(`SELECT whatsapp FROM users WHERE id = $1`, [id]))[0].whatsapp;

  it.each([
    ['Colombia', '+57 300 555 1234', '+573005551234'],
    ['Colombia', '+57 +57 300 555 1234', '+573005551234'],
    ['Colombia', '+57573005551234', '+573005551234'],
    ['Colombia', '+57 (300) 555-1234', '+573005551234'],
    ['España', '+34 612 345 678', '+34612345678'],
    ['España', '+34+34 612 345 678', '+34612345678'],
    ['España', '612 345 678', '+34612345678'],
    ['Francia', '+33 6 12 34 56 78', '+33612345678'],
    ['Perú', '+51 912 345 678', '+51912345678'],
    ['Chile', '+56 9 6123 4567', '+56961234567'],
    ['Ecuador', '+593 99 123 4567', '+593991234567'],
  ])('registers a %s mobile typed as %s and stores %s', async (country, whatsapp, e164) => {
    const res = await t.http().post('/api/register').send(registrationBody({ country, whatsapp })).expect(201);
    expect(await stored(res.body.user.id)).toBe(e164);
  });

  it.each([
    ['Colombia', '+57 300 12', 'El número de WhatsApp debe tener al menos 10 dígitos'],
    ['Colombia', '300 555', 'El número de WhatsApp debe tener al menos 10 dígitos'],
    ['España', '+34 612 34', 'El número de WhatsApp es demasiado corto para España'],
    ['España', '+34 612 345 6789', 'El número de WhatsApp es demasiado largo para España'],
    ['España', '+34 912 345 678', 'El número de WhatsApp no es un celular válido de España'],
    ['Perú', '+51 112 345 678', 'El número de WhatsApp no es un celular válido de Perú'],
    ['Colombia', '+57 300 555 1234 <b>', 'El número de WhatsApp solo puede tener dígitos, espacios y +'],
  ])('refuses a %s number typed as %s with its country rule', async (country, whatsapp, message) => {
    const res = await t.http().post('/api/register').send(registrationBody({ country, whatsapp })).expect(400);
    expect(res.body).toEqual({ statusCode: 400, message, errors: { whatsapp: message } });
  });

  it('lets a seller change the WhatsApp number from the profile, normalised and validated', async () => {
    const seller = await createSeller(t);
    const res = await t
      .http()
      .put('/api/protected/profile')
      .set(bearer(seller.token))
      .send({ whatsapp: '+51 +51 912 345 678' })
      .expect(200);
    expect(res.body.whatsapp).toBe('+51912345678');
    expect(await stored(seller.id)).toBe('+51912345678');
    const refused = await t
      .http()
      .put('/api/protected/profile')
      .set(bearer(seller.token))
      .send({ whatsapp: '+56 9 123' })
      .expect(400);
    expect(refused.body.errors.whatsapp).toBe('El número de WhatsApp es demasiado corto para Chile');
    expect(await stored(seller.id)).toBe('+51912345678');
    const page = await t.http().get(`/api/user/${seller.slug}`).expect(200);
    expect(page.body.user.whatsapp).toBe('+51912345678');
  });

  it('repairs stored numbers in the migration and leaves unreadable ones alone', async () => {
    const rows: [string, string, string][] = [
      ['+57573005551234', 'Colombia', '+573005551234'],
      ['573001112233', 'Colombia', '+573001112233'],
      ['+57 300 111 2233', 'Colombia', '+573001112233'],
      ['+3434612345678', 'España', '+34612345678'],
      ['612345678', 'España', '+34612345678'],
      ['+51912345678', 'Perú', '+51912345678'],
      ['+57 12', 'Colombia', '+57 12'],
    ];
    const ids: number[] = [];
    for (const [whatsapp, country] of rows) {
      const seller = await createSeller(t, { country });
      await t.sql(`UPDATE users SET whatsapp = $1 WHERE id = $2`, [whatsapp, seller.id]);
      ids.push(seller.id);
    }
    const runner = t.app.get(DataSource).createQueryRunner();
    try {
      await new WhatsappE1641733700000000().up(runner);
    } finally {
      await runner.release();
    }
    for (const [i, id] of ids.entries()) expect(await stored(id)).toBe(rows[i][2]);
  });
});
