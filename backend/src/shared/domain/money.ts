const pesos = new Intl.NumberFormat('es-CO', { maximumFractionDigits: 0 });

/** Colombian pesos as the brand writes them (brand/src/tokens.ts): `$ 350.000 COP`. */
export function formatCop(amount: number): string {
  return `$ ${pesos.format(amount)} COP`;
}
