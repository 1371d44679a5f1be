import type { MigrationInterface, QueryRunner } from 'typeorm';
import { checkWhatsapp } from '@multyhealth/rules';

/**
 * WhatsApp numbers stored as E.164. The form used to join the picked dial code to whatever was typed, so a number
 * typed with its dial code was stored twice-prefixed (+57573005551234) and its chat links were dead. A number the
 * rule cannot read is left as it is (the seller can correct it in 'Editar Perfil').
 */
export class WhatsappE1641733700000000 implements MigrationInterface {
  name = 'WhatsappE1641733700000000';

  async up(q: QueryRunner): Promise<void> {
    const rows: { id: number; whatsapp: string; country: string }[] = await q.query(
      `SELECT id, whatsapp, country FROM users WHERE whatsapp <> ''`,
    );
    for (const row of rows) {
      let check = checkWhatsapp(withPlus(row.whatsapp), row.country);
      if (!check.ok && !row.whatsapp.trim().startsWith('+')) check = checkWhatsapp(row.whatsapp, row.country);
      if (check.ok && check.e164 !== row.whatsapp)
        await q.query(`UPDATE users SET whatsapp = $1 WHERE id = $2`, [check.e164, row.id]);
    }
  }

  async down(): Promise<void> {
    // The original spellings are not kept: E.164 is what the app writes and reads from now on.
  }
}

/** Stored numbers normally carry their dial code ('+57…' or '57…'); a bare national number is read in the member's country. */
const withPlus = (value: string) => (value.trim().startsWith('+') ? value : `+${value.trim()}`);
