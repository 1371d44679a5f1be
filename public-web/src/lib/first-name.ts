/** The first word of a person's name, as people greet each other: 'Laura Gómez' → 'Laura'. */
export function firstName(name: string): string {
  return name.trim().split(/\s+/)[0] ?? name;
}
