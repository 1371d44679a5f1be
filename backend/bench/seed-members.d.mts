export function seedMembers(
  query: (sql: string, params: unknown[]) => Promise<unknown>,
  from: number,
  to: number,
): Promise<void>;
