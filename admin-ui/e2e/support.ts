import { seriousViolations } from '../../scripts/e2e/serious-violations';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { deflateSync } from 'node:zlib';

export const ADMIN = { email: 'admin@multyhealth.local', password: 'admin12345' };
export const SELLER = { email: 'distribuidora@multyhealth.local', password: 'demo12345' };

/**
 * Review screenshots are written only when SHOTS_DIR is set (e.g. `SHOTS_DIR=/tmp/shots npm run test:browser`): they
 * assert nothing, and waiting for each screen to settle (toasts gone, network idle) adds minutes to a run.
 */
const SHOTS_DIR = process.env.SHOTS_DIR;

export interface Session {
  token: string;
  user: { id: number; name: string; role: string; slug: string; email: string };
}

export async function apiLogin(request: APIRequestContext, who: { email: string; password: string }): Promise<Session> {
  const response = await request.post('/api/login', { data: who });
  expect(response.status(), await response.text()).toBe(200);
  return response.json();
}

/** The session the public site stores after /login (localStorage token + user), for tests that are not about signing in. */
export async function useSession(page: Page, session: Session): Promise<void> {
  await page.goto('/favicon.svg');
  await page.evaluate((s) => {
    localStorage.setItem('token', s.token);
    localStorage.setItem('user', JSON.stringify(s.user));
  }, session);
}

export async function signInAsAdmin(page: Page, request: APIRequestContext): Promise<Session> {
  const session = await apiLogin(request, ADMIN);
  await useSession(page, session);
  return session;
}

export function authHeaders(session: Session) {
  return { Authorization: `Bearer ${session.token}` };
}

/**
 * With SHOTS_DIR set: waits for the screen to settle (content shown, no spinner, skeleton, open menu or leftover
 * toast), then saves a screenshot there. Pass keepToasts to capture a toast on purpose.
 */
export async function screenshot(page: Page, name: string, { keepToasts = false } = {}): Promise<void> {
  if (!SHOTS_DIR) return;
  if (!keepToasts) await expect(page.locator('.MuiSnackbar-root')).toHaveCount(0, { timeout: 10_000 });
  mkdirSync(SHOTS_DIR, { recursive: true });
  await expect(page.locator('#main-content').locator('table, form, h1, .MuiCard-root').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  // Open menus only: the users list keeps its closed 'Columnas' popover mounted (hidden).
  await expect(page.locator('[role="listbox"]:visible, .MuiPopover-root:visible')).toHaveCount(0);
  await expect(page.locator('header .MuiCircularProgress-root')).toHaveCount(0);
  await expect(page.locator('.MuiSkeleton-root')).toHaveCount(0);
  await page.screenshot({ path: join(SHOTS_DIR, `${name}.png`) });
}

/** axe-core on the current screen: no critical (nor serious) violation allowed. */
export async function expectNoCriticalA11yViolations(page: Page): Promise<void> {
  const critical = await seriousViolations(page);
  expect(critical.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)).toEqual([]);
}

/** A header-only MP4 (an ISO-BMFF 'ftyp' box and padding): what the server's type sniffing accepts as video/mp4. */
export function makeMp4(totalBytes = 64 * 1024): Buffer {
  const ftyp = Buffer.alloc(28);
  ftyp.writeUInt32BE(28, 0);
  ftyp.write('ftyp', 4, 'latin1');
  ftyp.write('isom', 8, 'latin1');
  ftyp.writeUInt32BE(0x200, 12);
  ftyp.write('isomiso2mp41', 16, 'latin1');
  const mdat = Buffer.alloc(totalBytes - 28);
  mdat.writeUInt32BE(mdat.length, 0);
  mdat.write('mdat', 4, 'latin1');
  return Buffer.concat([ftyp, mdat]);
}

/** Registers a prospective distributor through the public API; it stays pending. */
export async function registerMember(request: APIRequestContext, code: string, city = 'Medellín') {
  const response = await request.post('/api/register', {
    // A member's name holds letters only: the code's digits are spelled as letters.
    data: {
      name: `Prueba ${code.replace(/\d/g, (d) => 'abcdefghij'[Number(d)])}`,
      code,
      whatsapp: '+573001234567',
      email: `${code}@example.com`,
      city,
      acceptTerms: true,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()).user as { id: number; name: string; email: string; code: string; slug: string };
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(buffer: Buffer): number {
  let c = 0xffffffff;
  for (const byte of buffer) c = CRC_TABLE[(c ^ byte) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A real PNG (well above the 1KB minimum): a colour gradient with some noise so it does not compress away. */
export function makePng(width = 160, height = 120, seed = 1): Buffer {
  let state = seed;
  const random = () => (state = (state * 1103515245 + 12345) & 0x7fffffff) % 64;
  const rows: Buffer[] = [];
  for (let y = 0; y < height; y++) {
    const row = Buffer.alloc(1 + width * 3);
    for (let x = 0; x < width; x++) {
      row[1 + x * 3] = (22 + x + random()) & 0xff;
      row[2 + x * 3] = (163 - y + random()) & 0xff;
      row[3 + x * 3] = (74 + random()) & 0xff;
    }
    rows.push(row);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8;
  header[9] = 2;
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
