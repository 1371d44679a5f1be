/** A response's own copy of the listed fields only: a row may carry more columns than its DTO may show. */
export function pick<T, K extends keyof T>(source: T, keys: readonly K[]): Pick<T, K> {
  return Object.fromEntries(keys.map((key) => [key, source[key]])) as Pick<T, K>;
}
