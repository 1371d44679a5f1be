import { Injectable } from '@nestjs/common';
import { NotFoundError } from '../../../shared/domain/errors.js';
import type { ListQuery, Page } from '../../../shared/domain/list-query.js';
import type { Order } from '../domain/order.js';
import { OrderFiguresReader, type BusinessOrderFigures } from '../domain/order-figures.js';
import { OrderRepository, type ExportedOrder } from '../domain/order.repository.js';
import { orderListQuery } from './order-list-query.js';
import { ORDER_NOT_FOUND } from './seller-orders.service.js';

const EXPORT_BATCH = 1000;

/** Every seller's orders for the admins: lists, the CSV export and the business figures. */
@Injectable()
export class AdminOrdersService {
  constructor(
    private readonly orders: OrderRepository,
    private readonly figures: OrderFiguresReader,
  ) {}

  list(query: ListQuery): Promise<Page<Order>> {
    const { filter, sort, range } = orderListQuery(query, 'admin');
    return this.orders.findPage(filter, sort, range);
  }

  /** The filter is checked before the first row is read, so a bad one still answers 400. */
  listAll(query: ListQuery): AsyncIterable<ExportedOrder[]> {
    const { filter } = orderListQuery(query, 'admin');
    return this.orders.findAll(filter, EXPORT_BATCH);
  }

  async get(id: number): Promise<Order> {
    const order = await this.orders.findOne(id);
    if (!order) throw new NotFoundError(ORDER_NOT_FOUND);
    return order;
  }

  business(): Promise<BusinessOrderFigures> {
    return this.figures.business(12, 10);
  }
}
