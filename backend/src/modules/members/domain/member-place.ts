import { DEFAULT_COUNTRY, UNKNOWN_COUNTRY, knownCountry, normalizeCity } from '@multyhealth/rules';
import { ValidationError } from '../../../shared/domain/errors.js';

/**
 * A member's country and city as stored, the same at registration, on the seller's profile and in the admin's edit:
 * the country one of the offered list (in its spelling; another is refused), the city normalised by the shared rule.
 */
export function memberPlace(city: string, country: string | null | undefined): { city: string; country: string } {
  const listed = country?.trim() ? knownCountry(country) : DEFAULT_COUNTRY;
  if (!listed) throw new ValidationError(UNKNOWN_COUNTRY, 'country');
  return { city: normalizeCity(city, listed), country: listed };
}
