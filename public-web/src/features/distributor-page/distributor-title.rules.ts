/** 'Distribuidor' or 'Distribuidora', as the seller chose in 'Editar Perfil'. */
export function distributorTitle(seller: { distributorTitle?: string | null }): 'Distribuidor' | 'Distribuidora' {
  return seller.distributorTitle === 'distribuidora' ? 'Distribuidora' : 'Distribuidor';
}
