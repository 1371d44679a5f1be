import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The sellers' marketing library (docs/decisions/1320-marketing-material.md), and PDFs as a public kind of uploaded
 * file (payment proofs stay 'document', private).
 */
export class MarketingMaterials1734800000001 implements MigrationInterface {
  name = 'MarketingMaterials1734800000001';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE marketing_materials (
        id serial PRIMARY KEY,
        title varchar(200) NOT NULL,
        kind varchar(10) NOT NULL CHECK (kind IN ('imagen', 'video', 'pdf', 'texto')),
        "fileUrl" varchar(1000),
        caption text CHECK (char_length(caption) <= 2000),
        "productId" integer REFERENCES products(id) ON DELETE SET NULL,
        campaign varchar(100),
        "order" integer NOT NULL DEFAULT 1,
        active boolean NOT NULL DEFAULT true,
        "createdAt" timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX marketing_materials_active_order ON marketing_materials ("order", id) WHERE active`);
    await q.query(`CREATE INDEX marketing_materials_file ON marketing_materials ("fileUrl")`);
    await q.query(`ALTER TABLE media_files DROP CONSTRAINT media_files_kind_check`);
    await q.query(
      `ALTER TABLE media_files ADD CONSTRAINT media_files_kind_check CHECK (kind IN ('image', 'video', 'document', 'pdf'))`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DELETE FROM media_files WHERE kind = 'pdf'`);
    await q.query(`ALTER TABLE media_files DROP CONSTRAINT media_files_kind_check`);
    await q.query(
      `ALTER TABLE media_files ADD CONSTRAINT media_files_kind_check CHECK (kind IN ('image', 'video', 'document'))`,
    );
    await q.query(`DROP TABLE marketing_materials`);
  }
}
