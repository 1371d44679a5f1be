import { sellerCodeProblem } from '@multyhealth/rules';
import { ValidationError } from '../../../shared/domain/errors.js';

export { slugOf } from '@multyhealth/rules';

/** Checks a seller code with the shared rule (the registration form applies the same one) and returns it trimmed. */
export function checkSellerCode(raw: string): string {
  const problem = sellerCodeProblem(raw);
  if (problem) throw new ValidationError(problem, 'code');
  return raw.trim();
}
