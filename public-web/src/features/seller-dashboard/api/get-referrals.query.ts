import { queryOptions, useQuery } from '@tanstack/react-query';
import { paths } from '../../../config/paths';
import { api } from '../../../lib/api-client';
import type { ApiSchema } from '../../../lib/api-types';

/** Someone who registered through the seller's page or link (never their e-mail or phone). */
export type Referral = ApiSchema<'ReferralDto'>;

/** The server lists at most this many, newest first. */
export const REFERRALS_SHOWN = 200;

export const getReferrals = () => api<Referral[]>(paths.api.referrals);

export const referralsQueryOptions = () => queryOptions({ queryKey: ['referrals'], queryFn: getReferrals });

export const useReferrals = () => useQuery(referralsQueryOptions());

/** The wa.me link to one of the seller's referrals, asked for only when the seller opens the chat. */
export const getReferralChat = (id: number) => api<{ url: string }>(paths.api.referralChat(id));
