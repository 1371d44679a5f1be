import type { MigrationInterface, QueryRunner } from 'typeorm';

/** How a seller is named on the public page: 'distribuidor' or 'distribuidora' (chosen in 'Editar Perfil'). */
export class DistributorTitle1733700000003 implements MigrationInterface {
  name = 'DistributorTitle1733700000003';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE users ADD COLUMN "distributorTitle" varchar(20) NOT NULL DEFAULT 'distribuidor'`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE users DROP COLUMN "distributorTitle"`);
  }
}
