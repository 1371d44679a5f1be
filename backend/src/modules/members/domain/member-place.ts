import { DEFAULT_COUNTRY, UNKNOWN_COUNTRY, cityCountryMismatch, knownCountry, normalizeCity } from '@multyhealth/rules';
import { ValidationError } from '../../../shared/domain/errors.js';

/**
 * A member's country and city as stored, the same at registration, on the seller's profile and in the admin's edit:
 * the country one of the offered list (in its spelling; another is refused), the city normalised by the shared rule
 * and not one the lists place in another country ('Medellín' in México). What an edit leaves as `stored` is kept
 * (a country no longer on the list, an old city): only the field being changed is judged, so the rest of the record
 * can still be saved.
 */
export function memberPlace(
  city: string,
  country: string | null | undefined,
  stored?: { city: string; country: string },
): { city: string; country: string } {
  const typed = country?.trim();
  const listed = typed ? knownCountry(typed) : DEFAULT_COUNTRY;
  if (!listed) {
    if (stored && typed === stored.country)
      return { city: normalizeCity(city, stored.country), country: stored.country };
    throw new ValidationError(UNKNOWN_COUNTRY, 'country');
  }
  const place = { city: normalizeCity(city, listed), country: listed };
  const unchanged = stored && place.city === stored.city && place.country === stored.country;
  const mismatch = unchanged ? null : cityCountryMismatch(city, listed);
  if (mismatch) throw new ValidationError(mismatch, 'city');
  return place;
}

/** A new city on the seller's own profile, in the spelling of the stored country's list; refused when the lists place it elsewhere. */
export function sellerCity(city: string, country: string | null | undefined): string {
  const listed = knownCountry(country);
  const mismatch = listed ? cityCountryMismatch(city, listed) : null;
  if (mismatch) throw new ValidationError(mismatch, 'city');
  return normalizeCity(city, country);
}
