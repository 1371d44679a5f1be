/** Optional text as stored: trimmed, and empty means absent. */
export function blankToNull(value: string | null | undefined): string | null {
  return value?.trim() || null;
}

/** An optional field of a whole-record update: omitted keeps the stored value, empty clears it. */
export function keptOrCleared(value: string | null | undefined, stored: string | null | undefined): string | null {
  return value === undefined ? (stored ?? null) : blankToNull(value);
}
