import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { paths } from '../../../config/paths';
import { api } from '../../../lib/api-client';
import type { ApiSchema } from '../../../lib/api-types';

export type RenewalPaymentStatus = ApiSchema<'RenewalPaymentStatusDto'>;
export type OnlineCheckout = ApiSchema<'PaymentCheckoutDto'>;

/**
 * The latest online renewal payment; with `transactionId` (back from the checkout) the server confirms it first.
 * A 404 means online payment is off: no 'Renovar en línea' button.
 */
export const onlineRenewalQueryOptions = (transactionId: string | null) =>
  queryOptions({
    queryKey: ['online-renewal', transactionId],
    queryFn: () => api<RenewalPaymentStatus>(paths.api.subscriptionPayment(transactionId)),
    retry: false,
    refetchInterval: (query) => (transactionId && query.state.data?.payment?.status === 'PENDING' ? 4000 : false),
  });

export const useOnlineRenewal = (transactionId: string | null, enabled = true) =>
  useQuery({ ...onlineRenewalQueryOptions(transactionId), enabled });

/** A new renewal attempt (a new reference) and the gateway's signed checkout address. */
export const useStartOnlineRenewal = () =>
  useMutation({ mutationFn: () => api<OnlineCheckout>(paths.api.subscriptionPayment(), { method: 'POST' }) });
