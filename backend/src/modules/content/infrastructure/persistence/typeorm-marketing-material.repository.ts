import { Injectable } from '@nestjs/common';
import { findPage, type ListQueryRules } from '../../../../platform/database/apply-list-query.js';
import { Transactions } from '../../../../platform/database/transactions.js';
import type { ListQuery, Page } from '../../../../shared/domain/list-query.js';
import type { MarketingMaterial, MaterialItem } from '../../domain/marketing-material.js';
import { MarketingMaterialRepository } from '../../domain/marketing-material.repository.js';
import { MarketingMaterialOrmEntity } from './marketing-material.orm-entity.js';
import { OrmTable } from './orm-table.js';

/** What the admin's list may be sorted, searched and filtered by. */
const LIST_RULES: ListQueryRules = {
  sortable: ['order', 'title', 'kind', 'campaign', 'productId', 'active', 'createdAt'],
  searchable: ['title', 'caption', 'campaign'],
  filterable: ['kind', 'productId', 'campaign', 'active'],
};

@Injectable()
export class TypeOrmMarketingMaterialRepository
  extends OrmTable<MarketingMaterialOrmEntity>
  implements MarketingMaterialRepository
{
  constructor(tx: Transactions) {
    super(tx, MarketingMaterialOrmEntity, MarketingMaterialRepository.notFound);
  }

  findPage(query: ListQuery): Promise<Page<MarketingMaterial>> {
    return findPage(this.tx.repo(MarketingMaterialOrmEntity).createQueryBuilder('e'), query, LIST_RULES);
  }

  async listActive(): Promise<MaterialItem[]> {
    const rows: MaterialItem[] = await this.tx.manager.query(
      `SELECT m.id, m.title, m.kind, m."fileUrl", m.caption, m."productId", m.campaign, m."order", m.active,
              m."createdAt", p.name AS "productName"
         FROM marketing_materials m LEFT JOIN products p ON p.id = m."productId"
        WHERE m.active ORDER BY m."order", m.id`,
    );
    return rows;
  }
}
