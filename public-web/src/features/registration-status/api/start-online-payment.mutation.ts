import { useMutation } from '@tanstack/react-query';
import { paths } from '../../../config/paths';
import { api } from '../../../lib/api-client';
import type { ApiSchema } from '../../../lib/api-types';

export type OnlineCheckout = ApiSchema<'PaymentCheckoutDto'>;

/** A new attempt (a new reference) and the gateway's signed checkout address. */
export const startOnlinePayment = (token: string) =>
  api<OnlineCheckout>(paths.api.registrationPayment(token), { method: 'POST' });

export const useStartOnlinePayment = (token: string) => useMutation({ mutationFn: () => startOnlinePayment(token) });
