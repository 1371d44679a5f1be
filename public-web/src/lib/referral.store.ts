/** The distributor who brought a visitor, kept so a later sign-up credits them (last distributor seen wins). */
const KEY = 'referralCode';
const MAX_AGE_MS = 30 * 24 * 60 * 60 * 1000;

export function rememberReferral(code: string | null | undefined, now: number = Date.now()): void {
  const clean = code?.trim();
  if (!clean || clean.length > 40) return;
  try {
    localStorage.setItem(KEY, JSON.stringify({ code: clean, at: now }));
  } catch {
    // Storage full or blocked: the ref still travels in the /register?ref= link.
  }
}

export function storedReferral(now: number = Date.now()): string | null {
  try {
    const value = JSON.parse(localStorage.getItem(KEY) ?? 'null') as { code?: unknown; at?: unknown } | null;
    if (!value || typeof value.code !== 'string' || typeof value.at !== 'number') return null;
    return now - value.at <= MAX_AGE_MS ? value.code : null;
  } catch {
    return null;
  }
}

export function forgetReferral(): void {
  localStorage.removeItem(KEY);
}
