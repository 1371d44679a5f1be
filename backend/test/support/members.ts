import { citiesOf } from '@multyhealth/rules';
import { bearer, type TestApp } from './test-app.js';

let sequence = 0;

export interface TestSeller {
  id: number;
  token: string;
  code: string;
  slug: string;
  email: string;
  password: string;
}

/** 12 → 'bc': a member's name may hold letters only, not digits. */
const spelled = (n: number) => String(n).replace(/\d/g, (d) => 'abcdefghij'[Number(d)]);

export function registrationBody(overrides: Record<string, unknown> = {}) {
  const n = ++sequence;
  return {
    name: `Vendedora ${spelled(n)}`,
    code: `vendedora-${n}-${process.pid}`,
    email: `vendedora${n}.${process.pid}@example.com`,
    whatsapp: '+573001234567',
    // A city of the country asked for: the API refuses a city of another country.
    city: typeof overrides.country === 'string' ? (citiesOf(overrides.country)[0] ?? 'Medellín') : 'Medellín',
    country: 'Colombia',
    acceptTerms: true,
    ...overrides,
  };
}

/** Registers through the API and returns the pending member's id. */
export async function registerPending(
  t: TestApp,
  overrides: Record<string, unknown> = {},
): Promise<{ id: number; body: ReturnType<typeof registrationBody> }> {
  const body = registrationBody(overrides);
  const res = await t.http().post('/api/register').send(body).expect(201);
  return { id: res.body.user.id, body };
}

/** Registers, approves as admin and logs in: a seller with a public page. */
export async function createSeller(t: TestApp, overrides: Record<string, unknown> = {}): Promise<TestSeller> {
  const { id, body } = await registerPending(t, overrides);
  const password = 'clave-segura-1';
  await t
    .http()
    .put(`/api/admin/users/${id}/approve`)
    .set(bearer(await t.adminToken()))
    .send({ password })
    .expect(200);
  const login = await t.http().post('/api/login').send({ email: body.email, password }).expect(200);
  return {
    id,
    token: login.body.token,
    code: body.code,
    slug: String(body.code).toLowerCase(),
    email: body.email,
    password,
  };
}
