import { useMutation } from '@tanstack/react-query';
import { paths } from '../../../config/paths';
import { api } from '../../../lib/api-client';
import type { ApiSchema } from '../../../lib/api-types';

type OnlineCheckout = ApiSchema<'PaymentCheckoutDto'>;

/** The token at the end of the registration answer's `statusUrl` (`…/registro/{token}`). */
export function statusToken(statusUrl: string): string {
  return new URL(statusUrl, window.location.origin).pathname.split('/').pop() ?? '';
}

/** 'Pagar ahora' right after registering: a new attempt on this registration and the gateway's signed checkout. */
export const payNow = (statusUrl: string) =>
  api<OnlineCheckout>(paths.api.registrationPayment(statusToken(statusUrl)), { method: 'POST' });

export const usePayNow = () => useMutation({ mutationFn: payNow });
