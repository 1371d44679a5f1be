import type { MarketingMaterial, MaterialItem } from '../../domain/marketing-material.js';
import { MarketingMaterialRepository } from '../../domain/marketing-material.repository.js';
import { MarketingMaterialOrmEntity } from './marketing-material.orm-entity.js';
import { OrmTableOf } from './orm-table.js';

export class TypeOrmMarketingMaterialRepository
  extends OrmTableOf(MarketingMaterialRepository, MarketingMaterialOrmEntity, {
    sortable: ['order', 'title', 'kind', 'campaign', 'productId', 'active', 'createdAt'],
    searchable: ['title', 'caption', 'campaign'],
    filterable: ['kind', 'productId', 'campaign', 'active'],
  })
  implements MarketingMaterialRepository
{
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
