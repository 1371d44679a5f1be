import { jest } from '@jest/globals';
import { existsSync } from 'node:fs';
import { createServer, get, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import etag from 'etag';
import type { Express } from 'express';
import request from 'supertest';
import { PUBLIC_WEB_DIST } from '../../src/config/paths.js';
import { PageAnalytics } from '../../src/modules/members/domain/page-analytics.js';
import { startDraining } from '../../src/platform/http/graceful-shutdown.js';
import { createSeller, type TestSeller } from '../support/members.js';
import { bearer, createTestApp, type TestApp } from '../support/test-app.js';

const METRICS_TOKEN = 'token-de-metricas-de-la-puerta';
const JSON_ROUTE = '/api/user/:slug';

/** Headers that legitimately differ between two answers: the clock, the request id and the new visitor id. */
function comparable(headers: Record<string, string | string[] | undefined>): Record<string, unknown> {
  const copy: Record<string, unknown> = { ...headers };
  delete copy.date;
  delete copy['x-request-id'];
  const cookies = headers['set-cookie'];
  if (cookies)
    copy['set-cookie'] = (Array.isArray(cookies) ? cookies.join('\n') : cookies)
      .replace(/mh_v=[^;]+/, 'mh_v=<id>')
      .replace(/Expires=[^;]+/, 'Expires=<fecha>');
  return copy;
}

interface RawAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** A GET with the bytes as sent (supertest would decompress them; the ETag is computed over the sent bytes). */
async function rawGet(server: Server, path: string, headers: Record<string, string>): Promise<RawAnswer> {
  if (!server.listening) await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return new Promise((resolve, reject) => {
    get({ host: '127.0.0.1', port, path, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
    }).on('error', reject);
  });
}

/** A raw answer's markup: gunzipped when it was sent gzipped. */
function text(res: RawAnswer, encoding: string): string {
  return (encoding.includes('gzip') ? gunzipSync(res.body) : res.body).toString('utf8');
}

describe("the public page's own door (GET /api/user/{slug} and /u/{slug} before Express)", () => {
  let door: TestApp;
  /** The same application's Express alone, on a server of its own: the path every other request takes. */
  let express: Server;
  let seller: TestSeller;
  const lines: string[] = [];
  let expressCalls: jest.SpiedFunction<(...args: unknown[]) => unknown>;

  beforeAll(async () => {
    if (!existsSync(join(PUBLIC_WEB_DIST, 'index.html')))
      throw new Error(`Build the public site first (npm run build -w public-web): ${PUBLIC_WEB_DIST}`);
    const env = { RUN_JOBS: 'false', METRICS_TOKEN };
    door = await createTestApp(env, { logs: { write: (line: string) => void lines.push(line) } });
    express = createServer(door.app.getHttpAdapter().getInstance() as Express);
    seller = await createSeller(door, { name: 'Marta Ríos' });
    const instance = door.app.getHttpAdapter().getInstance() as Express & { handle: (...args: unknown[]) => unknown };
    expressCalls = jest.spyOn(instance, 'handle');
  });
  afterAll(async () => {
    await door.close();
    if (express.listening) await new Promise((resolve) => express.close(resolve));
  });
  beforeEach(() => expressCalls.mockClear());

  const records = () => lines.map((line) => JSON.parse(line) as Record<string, unknown>);

  it('answers the JSON page without Express, with the headers and bytes Express sends, field by field', async () => {
    for (const cookie of [undefined, 'mh_v=visitante-de-la-puerta-01']) {
      const get = (server: Server) => {
        const req = request(server).get(`/api/user/${seller.slug}?src=whatsapp`);
        return (cookie ? req.set('Cookie', cookie) : req).expect(200);
      };
      expressCalls.mockClear();
      const fast = await get(door.app.getHttpServer() as Server);
      expect(expressCalls).not.toHaveBeenCalled();
      const slow = await get(express);
      expect(comparable(fast.headers)).toEqual(comparable(slow.headers));
      expect(fast.text).toBe(slow.text);
      expect(Boolean(fast.headers['set-cookie'])).toBe(!cookie);
    }
  });

  it('answers the rendered HTML page without Express, gzip or plain, with the same headers and bytes', async () => {
    for (const encoding of ['gzip, deflate, br', 'identity']) {
      const headers = { Accept: 'text/html,application/xhtml+xml,*/*;q=0.8', 'Accept-Encoding': encoding };
      expressCalls.mockClear();
      const fast = await rawGet(door.app.getHttpServer() as Server, `/u/${seller.slug}`, headers);
      expect(expressCalls).not.toHaveBeenCalled();
      const slow = await rawGet(express, `/u/${seller.slug}`, headers);
      expect([fast.status, slow.status]).toEqual([200, 200]);
      // Each server renders the page once, at its own time: the bytes differ only in that time, and so does the ETag.
      const rendered = (text: string) => text.replace(/"dehydratedAt":\d+/g, '"dehydratedAt":0');
      expect(rendered(text(fast, encoding))).toBe(rendered(text(slow, encoding)));
      expect(text(fast, encoding)).toContain('Marta Ríos');
      // So may the length of their gzip: each must be the length of what was sent.
      const { etag: fastTag, 'content-length': fastLength, ...fastHeaders } = comparable(fast.headers);
      const { etag: slowTag, 'content-length': slowLength, ...slowHeaders } = comparable(slow.headers);
      expect(fastHeaders).toEqual(slowHeaders);
      expect([Number(fastLength), Number(slowLength)]).toEqual([fast.body.length, slow.body.length]);
      // The ETag Express's res.send gives the bytes it sends (the etag package, weak).
      expect(fastTag).toBe(etag(fast.body, { weak: true }));
      expect(slowTag).toBe(etag(slow.body, { weak: true }));
    }
  });

  it('keeps the request id, writes one log line and times the request in the histogram', async () => {
    const metric = async () => {
      const text = (await door.http().get('/metrics').set(bearer(METRICS_TOKEN)).expect(200)).text;
      const series = `http_request_duration_seconds_count{method="GET",route="${JSON_ROUTE}",status_code="200"}`;
      const line = text.split('\n').find((l) => l.startsWith(`${series} `));
      return line ? Number(line.slice(series.length + 1)) : 0;
    };
    const before = await metric();
    const res = await door.http().get(`/api/user/${seller.slug}`).set('X-Request-Id', 'puerta-0001').expect(200);
    expect(res.headers['x-request-id']).toBe('puerta-0001');
    const generated = await door.http().get(`/api/user/${seller.slug}`).set('X-Request-Id', '<mal>').expect(200);
    expect(generated.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(
      expressCalls.mock.calls.filter(([req]) => String((req as { url: string }).url).includes('/api/user/')),
    ).toEqual([]);
    const logged = records().filter((r) => r.requestId === 'puerta-0001');
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatchObject({
      level: 30,
      method: 'GET',
      route: JSON_ROUTE,
      path: `/api/user/${seller.slug}`,
      status: 200,
      msg: `GET ${JSON_ROUTE} 200`,
    });
    expect(typeof logged[0].durationMs).toBe('number');
    expect(logged[0].ip).toEqual(expect.any(String));
    expect(records().filter((r) => r.requestId === generated.headers['x-request-id'])).toHaveLength(1);
    expect(await metric()).toBe(before + 2);
  });

  it('counts the visit (write-behind) and hands out the visitor cookie once', async () => {
    // This test's own views carry their own agent: views of earlier tests may still be on their way to the buffer.
    const agent = 'Puerta/1.0';
    const mine = async () => {
      await door.app.get(PageAnalytics).flush();
      const [{ n }] = await door.sql<{ n: number }>(
        `SELECT count(*)::int AS n FROM analytics WHERE "userId" = $1 AND type = 'visit' AND "userAgent" = $2`,
        [seller.id, agent],
      );
      return n;
    };
    const first = await door.http().get(`/api/user/${seller.slug}`).set('User-Agent', agent).expect(200);
    const cookie = String(first.headers['set-cookie']).match(/mh_v=([^;]+)/)![1];
    const again = await door
      .http()
      .get(`/api/user/${seller.slug}`)
      .set({ 'User-Agent': agent, Cookie: `mh_v=${cookie}` })
      .expect(200);
    expect(again.headers['set-cookie']).toBeUndefined();
    for (let tries = 0; tries < 20 && (await mine()) === 0; tries++) await new Promise((r) => setTimeout(r, 100));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await mine()).toBe(1);
  });

  it('hands misses, signed-in, cross-origin and conditional views to Express, which answers them as always', async () => {
    const missing = await door.http().get('/api/user/nadie-con-este-codigo').expect(404);
    expect(missing.body.message).toBe('Usuario no encontrado');
    expect(missing.headers['set-cookie']).toBeUndefined();
    await door.http().get('/u/nadie-con-este-codigo').set('Accept', 'text/html').expect(404);

    // Each view carries its own agent, so each one's visit is counted apart from any other test's.
    await door
      .http()
      .get(`/api/user/${seller.slug}`)
      .set(bearer(seller.token))
      .set('User-Agent', 'Duena/1.0')
      .expect(200);
    await door
      .http()
      .get(`/api/user/${seller.slug}`)
      .set('Origin', 'http://localhost:3000')
      .set('Cookie', 'mh_v=visitante-de-otro-origen-01')
      .set('User-Agent', 'OtroOrigen/1.0')
      .expect(200);
    const page = await door.http().get(`/u/${seller.slug}`).set('Accept', 'text/html').expect(200);
    await door
      .http()
      .get(`/u/${seller.slug}`)
      .set('Accept', 'text/html')
      .set('If-None-Match', page.headers.etag)
      .expect(304);
    await door.http().head(`/api/user/${seller.slug}`).expect(200);
    // The owner's view is not counted; the cross-origin one is, as Express always did.
    const visitsBy = async (agent: string) => {
      await door.app.get(PageAnalytics).flush();
      const [{ n }] = await door.sql<{ n: number }>(
        `SELECT count(*)::int AS n FROM analytics WHERE "userId" = $1 AND type = 'visit' AND "userAgent" = $2`,
        [seller.id, agent],
      );
      return n;
    };
    for (let tries = 0; tries < 20 && (await visitsBy('OtroOrigen/1.0')) === 0; tries++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect([await visitsBy('OtroOrigen/1.0'), await visitsBy('Duena/1.0')]).toEqual([1, 0]);
    // All but the plain page load (which gave the ETag) went to Express.
    expect(expressCalls).toHaveBeenCalledTimes(6);
  });

  it('while draining, sends every view to Express, which refuses it with a 503', async () => {
    startDraining();
    const res = await door.http().get(`/api/user/${seller.slug}`).expect(503);
    expect(res.headers.connection).toBe('close');
    expect(expressCalls).toHaveBeenCalledTimes(1);
  });
});
