import { Injectable } from '@nestjs/common';
import { Transactions } from '../../../../platform/database/transactions.js';
import type { MarketingMaterial, MaterialItem } from '../../domain/marketing-material.js';
import type { MarketingMaterialRepository } from '../../domain/marketing-material.repository.js';
import { MarketingMaterialOrmEntity } from './marketing-material.orm-entity.js';
import { OrmTable } from './orm-table.js';

@Injectable()
export class TypeOrmMarketingMaterialRepository
  extends OrmTable<MarketingMaterialOrmEntity>
  implements MarketingMaterialRepository
{
  constructor(tx: Transactions) {
    super(
      tx,
      MarketingMaterialOrmEntity,
      {
        sortable: ['order', 'title', 'kind', 'campaign', 'productId', 'active', 'createdAt'],
        searchable: ['title', 'caption', 'campaign'],
        filterable: ['kind', 'productId', 'campaign', 'active'],
      },
      'Material no encontrado',
    );
  }

  async listActive(): Promise<MaterialItem[]> {
    const rows: (MarketingMaterial & { productName: string | null })[] = await this.tx.manager.query(
      `SELECT m.id, m.title, m.kind, m."fileUrl", m.caption, m."productId", m.campaign, m."order", m.active,
              m."createdAt", p.name AS "productName"
         FROM marketing_materials m LEFT JOIN products p ON p.id = m."productId"
        WHERE m.active ORDER BY m."order", m.id`,
    );
    return rows;
  }
}
