import { distributorTitleLabel } from '@multyhealth/rules';

/** 'Distribuidor' or 'Distribuidora' as the seller chose in 'Editar Perfil'; neutral until they choose. */
export function distributorTitle(seller: { distributorTitle?: string | null }): string {
  return distributorTitleLabel(seller.distributorTitle);
}
