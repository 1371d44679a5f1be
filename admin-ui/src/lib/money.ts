import { formatCop } from '@multyhealth/brand';

const CENTS_PER_PESO = 100;

/** The gateway's cents as the brand writes pesos (`$ 350.000 COP`); COP has no coins below one peso. */
export function copFromCents(amountInCents: number): string {
  return formatCop(Math.floor(amountInCents / CENTS_PER_PESO));
}

/** What was paid against what was owed: `$ 180.000 COP` when they match, 'Pagado $ 150.000 de $ 180.000' when not. */
export function paidAgainstOwed(paidInCents: number | null | undefined, owedInCents: number): string | null {
  if (paidInCents === null || paidInCents === undefined) return null;
  if (paidInCents === owedInCents) return copFromCents(paidInCents);
  const plain = (cents: number) => copFromCents(cents).replace(/ COP$/, '');
  return `Pagado ${plain(paidInCents)} de ${plain(owedInCents)}`;
}
