import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Every file the media context stores, with its uploader (no foreign key: a member is deleted before their files). */
export class MediaFiles1732500000000 implements MigrationInterface {
  name = 'MediaFiles1732500000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE media_files (
        id uuid PRIMARY KEY,
        key varchar(500) NOT NULL UNIQUE,
        url varchar(1000) NOT NULL,
        kind varchar(10) NOT NULL CHECK (kind IN ('image', 'video')),
        "contentType" varchar(100) NOT NULL,
        size integer NOT NULL,
        "ownerId" integer NOT NULL,
        "createdAt" timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX media_files_owner ON media_files ("ownerId")`);
    await q.query(`CREATE INDEX media_files_url ON media_files (url)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE IF EXISTS media_files`);
  }
}
