/**
 * Loads rows by the ids findIds gave, a batch at a time, in that order; a row deleted since is left out.
 * `load` reads one batch (any order); each id is read once, so every row appears exactly once.
 */
export async function* inIdOrder<T extends { id: number }>(
  ids: number[],
  load: (batch: number[]) => Promise<T[]>,
  batchSize = 1000,
): AsyncGenerator<T[]> {
  for (let start = 0; start < ids.length; start += batchSize) {
    const batch = ids.slice(start, start + batchSize);
    const byId = new Map((await load(batch)).map((row) => [row.id, row]));
    const rows = batch.map((id) => byId.get(id)).filter((row): row is T => row !== undefined);
    if (rows.length) yield rows;
  }
}
