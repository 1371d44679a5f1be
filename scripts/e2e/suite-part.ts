/**
 * One part of a browser suite, when E2E_SHARD says which ("2/3"): scripts/test-all.sh runs the parts side by side,
 * each with its own port, server and database, because one part alone leaves most of a core idle while it waits on
 * the page. Playwright splits the test files between the parts (--shard); each part writes its own report and
 * artifacts, so the parts never overwrite each other. Without E2E_SHARD the whole suite runs as one part.
 */
export interface SuitePart {
  shard: { current: number; total: number } | null;
  /** '' for the whole suite, '-2of3' for a part: the suffix of its report and artifacts folder. */
  suffix: string;
}

export function suitePart(value = process.env.E2E_SHARD): SuitePart {
  if (!value) return { shard: null, suffix: '' };
  const match = /^(\d+)\/(\d+)$/.exec(value);
  const [current, total] = match ? [Number(match[1]), Number(match[2])] : [0, 0];
  if (current < 1 || current > total) throw new Error(`E2E_SHARD debe ser «parte/total», como 2/3: «${value}»`);
  return { shard: { current, total }, suffix: `-${current}of${total}` };
}
