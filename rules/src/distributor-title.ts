/**
 * How a seller's page names them. 'neutro' is what a new member gets until they choose: nobody is called
 * 'Distribuidor' (or 'Distribuidora') on a guess about their gender.
 */
export const DISTRIBUTOR_TITLES = ['distribuidor', 'distribuidora', 'neutro'] as const;
export type DistributorTitle = (typeof DISTRIBUTOR_TITLES)[number];

const LABELS: Record<DistributorTitle, string> = {
  distribuidor: 'Distribuidor',
  distribuidora: 'Distribuidora',
  neutro: 'Persona distribuidora',
};

/** 'Distribuidor', 'Distribuidora' or the neutral 'Persona distribuidora' (also for an unknown value). */
export function distributorTitleLabel(title: string | null | undefined): string {
  return LABELS[title as DistributorTitle] ?? LABELS.neutro;
}
