import { queryOptions, useQuery } from '@tanstack/react-query';
import { paths } from '../../../config/paths';
import { api } from '../../../lib/api-client';
import { useDebouncedValue } from '../../../lib/debounced-value.hook';
import type { DiscountCheck } from '../discount-code.rules';

/** Pause in typing before the code is sent: the endpoint is rate limited per address. */
const TYPING_PAUSE_MS = 400;

export const checkDiscountCode = (code: string) =>
  api<DiscountCheck>(paths.api.checkDiscountCode, { method: 'POST', body: { discountCode: code } });

export const discountCodeQueryOptions = (code: string) =>
  // The server compares codes ignoring case, so one answer serves every spelling.
  queryOptions({
    queryKey: ['discount-code', code.toLowerCase()],
    queryFn: () => checkDiscountCode(code),
    staleTime: 5 * 60_000,
    retry: false,
  });

/** The server's verdict on `code` (null: nothing to check), asked once typing pauses; `checking` while it is not in yet. */
export function useDiscountCodeCheck(code: string | null) {
  const settled = useDebouncedValue(code, TYPING_PAUSE_MS);
  const query = useQuery({ ...discountCodeQueryOptions(settled ?? ''), enabled: settled !== null });
  const current = code !== null && settled === code;
  return {
    result: current ? query.data : undefined,
    error: current ? query.error : null,
    checking: code !== null && (!current || query.isFetching),
  };
}
