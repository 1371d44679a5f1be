import type { MigrationInterface, QueryRunner } from 'typeorm';
import { knownCountry, normalizeCity } from '@multyhealth/rules';

// Accented letters and what they read as in a search; unaccent() is not used because it is not IMMUTABLE (so it
// cannot back an index or a generated column) and is not on every PostgreSQL install.
const ACCENTED = 'áàâäãåéèêëíìîïóòôöõúùûüñçýÿÁÀÂÄÃÅÉÈÊËÍÌÎÏÓÒÔÖÕÚÙÛÜÑÇÝ';
const PLAIN = 'aaaaaaeeeeiiiiooooouuuuncyyaaaaaaeeeeiiiiooooouuuuncy';

/**
 * The admin's member search ignores case and accents and finds a WhatsApp number typed in any format
 * (docs/performance.md): mh_fold() folds a text ('Mejía' → 'mejia'); users."searchText" holds the folded name,
 * e-mail and code and the WhatsApp digits, kept by PostgreSQL itself (a stored generated column, filled for existing
 * rows when added), with a trigram index for LIKE '%word%'. City and country filters match folded too ("cityFolded", "countryFolded").
 * Existing cities and countries typed in another spelling of a listed one ('bogota', 'COLOMBIA') take the list's.
 */
export class MemberSearch1736600000000 implements MigrationInterface {
  name = 'MemberSearch1736600000000';

  async up(q: QueryRunner): Promise<void> {
    if ([...ACCENTED].length !== PLAIN.length) throw new Error('mh_fold: the two letter lists differ in length');
    await q.query(
      `CREATE FUNCTION mh_fold(text) RETURNS text LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
         AS $$ SELECT translate(lower($1), '${ACCENTED}', '${PLAIN}') $$`,
    );
    // Stored (not computed per row at query time): a filter matching a third of 100,000 members rechecks each row.
    await q.query(
      `ALTER TABLE users
         ADD COLUMN "searchText" text GENERATED ALWAYS AS (
           mh_fold(name) || ' ' || mh_fold(email) || ' ' || mh_fold(code) || ' ' || regexp_replace(whatsapp, '[^0-9]', '', 'g')
         ) STORED,
         ADD COLUMN "cityFolded" text GENERATED ALWAYS AS (mh_fold(city)) STORED,
         ADD COLUMN "countryFolded" text GENERATED ALWAYS AS (mh_fold(country)) STORED`,
    );
    for (const column of ['searchText', 'cityFolded', 'countryFolded'])
      await q.query(
        `CREATE INDEX "users_${column}_trgm" ON users USING gin ("${column}" gin_trgm_ops) WHERE role = 'user'`,
      );
    const places: { city: string; country: string }[] = await q.query(
      `SELECT DISTINCT city, country FROM users WHERE role = 'user'`,
    );
    for (const { city, country } of places) {
      const listedCountry = knownCountry(country) ?? country;
      const listedCity = normalizeCity(city, listedCountry);
      if (listedCountry !== country || listedCity !== city)
        await q.query(`UPDATE users SET city = $1, country = $2 WHERE role = 'user' AND city = $3 AND country = $4`, [
          listedCity,
          listedCountry,
          city,
          country,
        ]);
    }
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE users DROP COLUMN "searchText", DROP COLUMN "cityFolded", DROP COLUMN "countryFolded"`);
    await q.query(`DROP FUNCTION mh_fold(text)`);
  }
}
