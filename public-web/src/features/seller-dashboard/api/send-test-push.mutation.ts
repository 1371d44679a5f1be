import { useMutation } from '@tanstack/react-query';
import { paths } from '../../../config/paths';
import { api } from '../../../lib/api-client';
import type { ApiSchema } from '../../../lib/api-types';

type TestResult = ApiSchema<'PushTestResultDto'>;

/** POST /api/protected/push-subscriptions/test: a test notification to each of the seller's devices. */
export const useSendTestPush = () =>
  useMutation({ mutationFn: () => api<TestResult>(paths.api.pushTest, { method: 'POST' }) });
