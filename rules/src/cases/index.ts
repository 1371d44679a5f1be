// Tables of cases for each shared rule. The package's own spec runs them against the rule, and every consumer runs
// the same table through its own use of it (the server's HTTP validation, each front end's form validator), so a
// consumer that stops applying the rule fails.
const ID = 'dQw4w9WgXcQ';

/** A link and the video id the rule reads from it (null: refused). */
export const youtubeCases: ReadonlyArray<{ url: string; id: string | null }> = [
  { url: `https://www.youtube.com/watch?v=${ID}`, id: ID },
  { url: `https://youtube.com/watch?feature=share&v=${ID}`, id: ID },
  { url: `https://youtu.be/${ID}?t=10`, id: ID },
  { url: `https://www.youtube.com/embed/${ID}`, id: ID },
  { url: `https://youtube.com/v/${ID}`, id: ID },
  { url: `https://m.youtube.com/shorts/${ID}`, id: ID },
  { url: `https://www.youtube.com/live/${ID}?si=abc`, id: ID },
  { url: `https://www.youtube-nocookie.com/embed/${ID}`, id: ID },
  { url: `http://www.youtube.com/watch?v=${ID}`, id: ID },
  { url: `  https://YouTu.be/${ID}  `, id: ID },
  { url: 'https://www.youtube.com/watch?v=short', id: null },
  { url: `https://www.youtube.com/watch?v=${ID}Q`, id: null },
  { url: 'https://vimeo.com/12345678901', id: null },
  { url: 'no es url', id: null },
  { url: 'https://youtu.be/', id: null },
  { url: `https://notyoutu.be/${ID}`, id: null },
  { url: `https://evil.example/?u=youtube.com/watch?v=${ID}`, id: null },
  { url: `javascript://youtu.be/${ID}?%0Aalert(1)`, id: null },
  { url: `data:text/html,https://youtu.be/${ID}`, id: null },
  { url: `https://evil.example/youtu.be/${ID}`, id: null },
  { url: `https://youtu.be.evil.example/${ID}`, id: null },
  { url: `https://evilyoutube.com/watch?v=${ID}`, id: null },
  { url: `https://music.youtube.com/watch?v=${ID}`, id: null },
  { url: `https://youtube-nocookie.com/embed/${ID}`, id: null },
  { url: `https://user:pw@youtu.be/${ID}`, id: null },
  { url: `https://youtu.be:8443/${ID}`, id: null },
  { url: `https://www.youtube.com/embed/${ID}/extra`, id: null },
  { url: `https://www.youtube.com/watch/${ID}`, id: null },
  { url: `ftp://youtu.be/${ID}`, id: null },
];

/** A typed number, the member's country, and the E.164 form the rule stores (null: refused). */
export const whatsappCases: ReadonlyArray<{ typed: string; country: string; e164: string | null }> = [
  { typed: '+57 300 555 1234', country: 'Colombia', e164: '+573005551234' },
  { typed: '300 555 1234', country: 'Colombia', e164: '+573005551234' },
  { typed: '+57 +57 300 555 1234', country: 'Colombia', e164: '+573005551234' },
  { typed: '+57 573005551234', country: 'Colombia', e164: '+573005551234' },
  { typed: '+34 612 345 678', country: 'España', e164: '+34612345678' },
  { typed: '+51 912 345 678', country: 'Perú', e164: '+51912345678' },
  { typed: '+57 300 12', country: 'Colombia', e164: null },
  { typed: '+34 612 34', country: 'España', e164: null },
  { typed: '+57 601 234 5678', country: 'Colombia', e164: null },
  { typed: '300-555-1234 ext', country: 'Colombia', e164: null },
];

/** A name and whether the rule accepts it. */
export const personNameCases: ReadonlyArray<{ name: string; ok: boolean }> = [
  { name: 'María José Pérez', ok: true },
  { name: "D'Angelo O’Brien", ok: true },
  { name: 'Ma. José', ok: true },
  { name: 'J. R. Smith-Lee', ok: true },
  { name: 'J.R. Smith', ok: false },
  { name: 'Zoë Ñandú', ok: true },
  { name: '李小龙', ok: true },
  { name: 'A', ok: false },
  { name: 'A.', ok: false },
  { name: 'x'.repeat(81), ok: false },
  { name: 'Visita evil.example', ok: false },
  { name: 'Ana <b>', ok: false },
  { name: 'Ana 123', ok: false },
  { name: 'https://x', ok: false },
];

/** A seller code and whether the rule accepts it. */
export const sellerCodeCases: ReadonlyArray<{ code: string; ok: boolean }> = [
  { code: 'MULTY-2026', ok: true },
  { code: 'abc', ok: true },
  { code: 'x'.repeat(40), ok: true },
  { code: '  ana-maria  ', ok: true },
  { code: 'ab', ok: false },
  { code: 'x'.repeat(41), ok: false },
  { code: '-ana', ok: false },
  { code: 'ana-', ok: false },
  { code: 'ana maria', ok: false },
  { code: 'maría', ok: false },
  { code: 'admin', ok: false },
  { code: 'Dashboard', ok: false },
];

/** The configured codes, a typed code, and whether it earns the discount. */
export const discountCodeCases: ReadonlyArray<{ codes: string; typed: string; matches: boolean }> = [
  { codes: 'MULTY2026, AMIGO', typed: 'MULTY2026', matches: true },
  { codes: 'MULTY2026, AMIGO', typed: '  multy2026 ', matches: true },
  { codes: 'MULTY2026, AMIGO', typed: 'amigo', matches: true },
  { codes: 'MULTY2026, AMIGO', typed: 'MULTY', matches: false },
  { codes: 'MULTY2026, AMIGO', typed: 'MULTY2026, AMIGO', matches: false },
  { codes: 'MULTY2026,,', typed: '', matches: false },
];

const NOW = Date.UTC(2026, 0, 1);
const jwt = (payload: object) =>
  `e30.${btoa(JSON.stringify(payload)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')}.firma`;

/** A stored token, the time it is read at, and whether the session counts as expired. */
export const tokenExpiryCases: ReadonlyArray<{ name: string; token: string | null; now: number; expired: boolean }> = [
  { name: 'no token', token: null, now: NOW, expired: true },
  { name: 'two parts', token: 'a.b', now: NOW, expired: true },
  { name: 'undecodable payload', token: 'a.%%%.c', now: NOW, expired: true },
  { name: 'an hour left', token: jwt({ exp: NOW / 1000 + 3600 }), now: NOW, expired: false },
  { name: '601 s left', token: jwt({ exp: NOW / 1000 + 601 }), now: NOW, expired: false },
  { name: '600 s left (the margin)', token: jwt({ exp: NOW / 1000 + 600 }), now: NOW, expired: true },
  { name: 'already past', token: jwt({ exp: NOW / 1000 - 1 }), now: NOW, expired: true },
  { name: 'exp not a number', token: jwt({ exp: 'mañana' }), now: NOW, expired: true },
];

/** An expiry, the time it is read at, the days left and the badge's tone. */
export const countdownCases: ReadonlyArray<{ expiry: string; now: string; days: number; tone: string }> = [
  { expiry: '2026-01-01T00:00:00Z', now: '2026-01-01T00:00:00Z', days: 0, tone: 'expired' },
  { expiry: '2026-01-01T00:00:00Z', now: '2026-01-05T00:00:00Z', days: -4, tone: 'expired' },
  { expiry: '2026-01-01T00:00:01Z', now: '2026-01-01T00:00:00Z', days: 1, tone: 'destructive' },
  { expiry: '2026-01-08T00:00:00Z', now: '2026-01-01T00:00:00Z', days: 7, tone: 'destructive' },
  { expiry: '2026-01-08T12:00:00Z', now: '2026-01-01T00:00:00Z', days: 8, tone: 'warning' },
  { expiry: '2026-01-31T00:00:00Z', now: '2026-01-01T00:00:00Z', days: 30, tone: 'warning' },
  { expiry: '2026-02-01T00:00:00Z', now: '2026-01-01T00:00:00Z', days: 31, tone: 'normal' },
];

/** A network, a typed profile link, and the link as stored (null: refused). */
export const socialLinkCases: ReadonlyArray<{
  network: 'instagram' | 'facebook' | 'tiktok' | 'youtube';
  value: string;
  stored: string | null;
}> = [
  {
    network: 'instagram',
    value: 'https://instagram.com/laura.salud',
    stored: 'https://www.instagram.com/laura.salud',
  },
  {
    network: 'instagram',
    value: 'https://www.instagram.com/laura.salud/',
    stored: 'https://www.instagram.com/laura.salud',
  },
  { network: 'facebook', value: ' https://m.facebook.com/laura ', stored: 'https://www.facebook.com/laura' },
  { network: 'tiktok', value: 'https://www.tiktok.com/@laura', stored: 'https://www.tiktok.com/@laura' },
  { network: 'youtube', value: 'https://WWW.YouTube.com/@laura', stored: 'https://www.youtube.com/@laura' },
  // What sellers type or paste: a username, or a link without its scheme.
  { network: 'instagram', value: '@lucia_fit', stored: 'https://www.instagram.com/lucia_fit' },
  { network: 'instagram', value: 'lucia_fit', stored: 'https://www.instagram.com/lucia_fit' },
  { network: 'instagram', value: 'instagram.com/lucia_fit', stored: 'https://www.instagram.com/lucia_fit' },
  { network: 'instagram', value: 'www.instagram.com/lucia_fit/', stored: 'https://www.instagram.com/lucia_fit' },
  { network: 'instagram', value: 'http://instagram.com/laura', stored: 'https://www.instagram.com/laura' },
  { network: 'tiktok', value: 'tiktok.com/@lucia', stored: 'https://www.tiktok.com/@lucia' },
  { network: 'tiktok', value: '@lucia', stored: 'https://www.tiktok.com/@lucia' },
  { network: 'facebook', value: 'facebook.com/lucia.fit', stored: 'https://www.facebook.com/lucia.fit' },
  { network: 'facebook', value: 'lucia.fit', stored: 'https://www.facebook.com/lucia.fit' },
  {
    network: 'facebook',
    value: 'https://www.facebook.com/profile.php?id=100012345#about',
    stored: 'https://www.facebook.com/profile.php?id=100012345',
  },
  { network: 'youtube', value: '@MiCanal', stored: 'https://www.youtube.com/@MiCanal' },
  { network: 'instagram', value: 'instagram.com', stored: null },
  { network: 'instagram', value: '@', stored: null },
  { network: 'instagram', value: '//instagram.com/laura', stored: null },
  { network: 'instagram', value: 'instagram.com:8443/laura', stored: null },
  { network: 'instagram', value: 'ftp://instagram.com/laura', stored: null },
  { network: 'instagram', value: 'javascript:alert(1)//instagram.com/x', stored: null },
  { network: 'instagram', value: 'https://instagram.com.evil.example/laura', stored: null },
  { network: 'instagram', value: 'https://evilinstagram.com/laura', stored: null },
  { network: 'instagram', value: 'https://evil.example/instagram.com/laura', stored: null },
  { network: 'instagram', value: 'https://instagram.com@evil.example/laura', stored: null },
  { network: 'instagram', value: 'https://user:pw@instagram.com/laura', stored: null },
  { network: 'instagram', value: 'https://instagram.com:8443/laura', stored: null },
  { network: 'instagram', value: 'https://instagram.com/', stored: null },
  { network: 'instagram', value: 'https://instagram.com', stored: null },
  { network: 'instagram', value: 'https:\\\\instagram.com\\laura', stored: null },
  { network: 'instagram', value: 'https://instagram.com/la ura', stored: null },
  { network: 'instagram', value: 'https://facebook.com/laura', stored: null },
  { network: 'facebook', value: 'https://l.facebook.com/laura', stored: null },
  { network: 'tiktok', value: 'data:text/html,<script>alert(1)</script>', stored: null },
  { network: 'youtube', value: 'https://youtu.be/dQw4w9WgXcQ', stored: null },
  { network: 'youtube', value: `https://www.youtube.com/${'a'.repeat(300)}`, stored: null },
];
