/**
 * Money in Colombian pesos. Prices, order totals and fees are whole pesos (`…Pesos` or a plain `amount`/`price` of a
 * pricing record); the payment gateway speaks cents (`…InCents`). Every conversion, sum and COP text goes through
 * this module, so no other file multiplies or divides an amount by 100.
 */
const CENTS_PER_PESO = 100;
const pesos = new Intl.NumberFormat('es-CO', { maximumFractionDigits: 0 });

/** Whole pesos → the gateway's cents. Refuses a fraction of a peso or a non-finite number (a bug upstream). */
export function pesosToCents(amountInPesos: number): number {
  if (!Number.isSafeInteger(amountInPesos)) throw new RangeError(`Monto en pesos no entero: ${amountInPesos}`);
  return amountInPesos * CENTS_PER_PESO;
}

/** The gateway's cents → pesos, rounded down to the peso (COP has no coins below one peso). */
export function centsToPesos(amountInCents: number): number {
  if (!Number.isSafeInteger(amountInCents)) throw new RangeError(`Monto en centavos no entero: ${amountInCents}`);
  return Math.floor(amountInCents / CENTS_PER_PESO);
}

/** What a line costs: a whole-peso unit price times a quantity. */
export function lineTotalPesos(unitPricePesos: number, quantity: number): number {
  return unitPricePesos * quantity;
}

/** The sum of whole-peso amounts. */
export function sumPesos(amountsInPesos: readonly number[]): number {
  return amountsInPesos.reduce((sum, amount) => sum + amount, 0);
}

/** Colombian pesos as the brand writes them (brand/src/tokens.ts): `$ 350.000 COP`. */
export function formatCop(amountInPesos: number): string {
  return `$ ${pesos.format(amountInPesos)} COP`;
}

/** A gateway amount in cents, written as pesos: `$ 180.000 COP`. */
export function formatCopCents(amountInCents: number): string {
  return formatCop(centsToPesos(amountInCents));
}
