/**
 * What the dashboard last showed, per account, in this browser's storage, so the installed app opens offline with it
 * (docs/decisions/1794-installable-dashboard.md). The service worker caches no API answer: this is the only copy, and
 * the session store clears it at every login and logout so no other account ever reads it.
 */
const PREFIX = 'multyhealth:last-shown:';

export interface LastShown<T> {
  data: T;
  /** When it was shown, in ms since the epoch. */
  savedAt: number;
}

const keyOf = (memberId: number, part: string) => `${PREFIX}${memberId}:${part}`;

export function saveLastShown<T>(memberId: number, part: string, data: T, now: number = Date.now()): void {
  try {
    localStorage.setItem(keyOf(memberId, part), JSON.stringify({ data, savedAt: now }));
  } catch {
    // A full or blocked storage: the app still works online, it just opens empty offline.
  }
}

export function readLastShown<T>(memberId: number, part: string): LastShown<T> | null {
  const raw = localStorage.getItem(keyOf(memberId, part));
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as LastShown<T>;
    return value && typeof value.savedAt === 'number' && value.data ? value : null;
  } catch {
    return null;
  }
}

/** Forgets what every account was shown. */
export function clearLastShown(): void {
  const keys: string[] = [];
  for (let index = 0; index < localStorage.length; index++) {
    const key = localStorage.key(index);
    if (key?.startsWith(PREFIX)) keys.push(key);
  }
  keys.forEach((key) => localStorage.removeItem(key));
}
