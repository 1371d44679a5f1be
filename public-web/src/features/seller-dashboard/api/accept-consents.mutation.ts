import { useMutation } from '@tanstack/react-query';
import { paths } from '../../../config/paths';
import { api } from '../../../lib/api-client';
import type { ApiSchema } from '../../../lib/api-types';
import type { LegalTextVersion } from './get-consents.query';

/** Accepts exactly the versions shown: if a newer one was published meanwhile the server answers 409. */
export function acceptConsents(shown: LegalTextVersion[]): Promise<ApiSchema<'ConsentStatusDto'>> {
  const body: Record<string, number> = {};
  for (const text of shown) body[text.kind] = text.policyVersion.version;
  return api<ApiSchema<'ConsentStatusDto'>>(paths.api.consents, { method: 'POST', body });
}

export const useAcceptConsents = () => useMutation({ mutationFn: acceptConsents });
