import type { SellerAlert } from '../../../shared/domain/seller-alerts.js';

/** The sponsor's phone notification when someone registers through their page (not yet approved nor paid). */
export function newRecruitAlert(recruit: { id: number; name: string; city: string | null }): SellerAlert {
  const firstName = recruit.name.trim().split(/\s+/)[0] ?? recruit.name;
  return {
    kind: 'newRecruit',
    title: 'Nuevo registro desde tu página',
    body: `${firstName}${recruit.city ? ` (${recruit.city})` : ''} quiere ser distribuidor con tu código.`,
    url: '/dashboard',
    tag: `registro-${recruit.id}`,
  };
}
