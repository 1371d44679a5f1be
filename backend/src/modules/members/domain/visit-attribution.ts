/** Where visits come from and on what, as the seller's summary groups them (docs/decisions/1301-seller-analytics.md). */
export const VISIT_SOURCES = ['whatsapp', 'facebook', 'instagram', 'tiktok', 'qr', 'otro', 'directo'] as const;
export type VisitSource = (typeof VISIT_SOURCES)[number];
export type VisitDevice = 'teléfono' | 'computador';

const NAMED: VisitSource[] = ['whatsapp', 'facebook', 'instagram', 'tiktok', 'qr'];

/** Hosts (and their subdomains) of the apps a seller shares their page on. */
const HOSTS: [string, VisitSource][] = [
  ['whatsapp.com', 'whatsapp'],
  ['wa.me', 'whatsapp'],
  ['facebook.com', 'facebook'],
  ['fb.com', 'facebook'],
  ['fb.me', 'facebook'],
  ['messenger.com', 'facebook'],
  ['instagram.com', 'instagram'],
  ['tiktok.com', 'tiktok'],
];

/**
 * The `src` parameter of the shared link when there is one (unknown values are 'otro'); otherwise the referring
 * page's host; otherwise 'directo'. A referrer on the site itself is not a source.
 */
export function visitSource(src: string | undefined, referrer: string | undefined, ownHost: string): VisitSource {
  const tag = src?.trim().toLowerCase();
  if (tag) return NAMED.find((name) => name === tag) ?? 'otro';
  // Most views have no referrer: answered without the thrown error of new URL(''), which costs more than the view.
  if (!referrer) return 'directo';
  let host: string;
  try {
    host = new URL(referrer).hostname.toLowerCase();
  } catch {
    return 'directo';
  }
  if (!host || host === ownHost.toLowerCase()) return 'directo';
  const match = HOSTS.find(([domain]) => host === domain || host.endsWith(`.${domain}`));
  return match ? match[1] : 'otro';
}

export const PHONE_AGENT = /Mobi|Android|iPhone|iPad|iPod|Opera Mini|IEMobile/i;

/** Phones and tablets count as 'teléfono': the page is read there the same way. */
export function visitDevice(userAgent: string | undefined): VisitDevice {
  return PHONE_AGENT.test(userAgent ?? '') ? 'teléfono' : 'computador';
}

/**
 * Browsers driven by programs (headless Chrome, Playwright, Puppeteer, Lighthouse, Selenium) and crawlers that run
 * the page's script (Googlebot, bingbot…): they are not people, so their visits and clicks are not counted.
 * 'Bot' and '…bot' are matched case-sensitively so that a phone brand such as CUBOT still counts.
 */
const AUTOMATION_AGENT =
  /HeadlessChrome|Playwright|Puppeteer|Lighthouse|PageSpeed|PhantomJS|Selenium|WebDriver|crawler|spider|[a-z]bot\b|Bot\b/;

export function isAutomatedAgent(userAgent: string | undefined): boolean {
  return !!userAgent && AUTOMATION_AGENT.test(userAgent);
}
