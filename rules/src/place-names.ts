import { COUNTRIES, COUNTRY_CITIES, citiesOf } from './country-cities.js';

/** Lower case without accents or extra spaces: 'Bogotá' and ' bogota ' read the same. */
export function foldPlace(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();
}

/** A country of the offered list however it was typed ('peru' → 'Perú'), or null when it is not on the list. */
export function knownCountry(typed: string | null | undefined): string | null {
  if (!typed) return null;
  const folded = foldPlace(typed);
  return COUNTRIES.find((country) => foldPlace(country) === folded) ?? null;
}

export const UNKNOWN_COUNTRY = 'Elige un país de la lista';

// Words that stay in lower case inside a city's name (San José del Guaviare, Santa Fe de Antioquia).
const PARTICLES = new Set(['de', 'del', 'la', 'las', 'los', 'el', 'y', 'e', 'en']);

/**
 * A city as it is stored, the same at registration, on the seller's profile and in the admin's edit: spaces tidied,
 * a city of the country's list in the list's spelling ('bogota' → 'Bogotá'), and one typed all in lower or upper
 * case given capitals ('villa de leyva' → 'Villa de Leyva'); a city typed with its own capitals is kept as typed.
 */
export function normalizeCity(typed: string, country?: string | null): string {
  const city = typed.replace(/\s+/g, ' ').trim();
  const folded = foldPlace(city);
  const listed = [...citiesOf(country), ...(COUNTRY_CITIES[country ?? '']?.cities ?? [])];
  const known = listed.find((name) => foldPlace(name) === folded);
  if (known) return known;
  if (city !== city.toLowerCase() && city !== city.toUpperCase()) return city;
  return city
    .toLowerCase()
    .split(' ')
    .map((word, i) => (i > 0 && PARTICLES.has(word) ? word : word.charAt(0).toUpperCase() + word.slice(1)))
    .join(' ');
}

/**
 * A city the lists place in another country only ('Medellín' with México): the message that says so, or null. A city
 * on no list (a small town typed by hand) or on the chosen country's list passes.
 */
export function cityCountryMismatch(city: string, country: string | null | undefined): string | null {
  const folded = foldPlace(city);
  if (!folded || !country) return null;
  if (citiesOf(country).some((name) => foldPlace(name) === folded)) return null;
  const elsewhere = COUNTRIES.find(
    (other) => other !== country && citiesOf(other).some((name) => foldPlace(name) === folded),
  );
  return elsewhere ? `${normalizeCity(city, elsewhere)} es una ciudad de ${elsewhere}, no de ${country}` : null;
}
