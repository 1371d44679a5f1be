import { Global, HttpException, Module, RequestMethod, type MiddlewareConsumer, type NestModule } from '@nestjs/common';
import { RateLimiters } from '../../platform/http/rate-limit.module.js';
import { SellerSalesFigures } from '../../shared/domain/seller-sales-figures.js';
import { AdminOrdersService } from './application/admin-orders.service.js';
import { OrderMailService } from './application/order-mail.service.js';
import { OrdersMemberData } from './application/orders-member-data.js';
import { PlaceOrderService } from './application/place-order.service.js';
import { SellerOrdersService } from './application/seller-orders.service.js';
import { OrderFiguresReader } from './domain/order-figures.js';
import { OrderNotifications } from './domain/order-notifications.js';
import { OrderSellers } from './domain/order-seller.js';
import { OrderStatusHistory } from './domain/order-status-change.js';
import { OrderRepository } from './domain/order.repository.js';
import { AdminOrdersController } from './infrastructure/http/admin-orders.controller.js';
import { PublicOrdersController } from './infrastructure/http/public-orders.controller.js';
import { SellerOrdersController } from './infrastructure/http/seller-orders.controller.js';
import { OrderMailJob } from './infrastructure/order-mail.job.js';
import { PageOrderSellers } from './infrastructure/page-order-sellers.js';
import { SqlOrderFiguresReader } from './infrastructure/persistence/sql-order-figures.reader.js';
import { SqlOrderNotifications } from './infrastructure/persistence/sql-order-notifications.js';
import { SqlOrderRepository } from './infrastructure/persistence/sql-order.repository.js';
import { SqlOrderStatusHistory } from './infrastructure/persistence/sql-order-status-history.js';

/** Orders one visitor may place within ORDER_WINDOW_MS; more answer 429. */
export const ORDERS_PER_VISITOR = 10;
const ORDER_WINDOW_MS = 10 * 60_000;
export const TOO_MANY_ORDERS = 'Enviaste demasiados pedidos seguidos. Espera unos minutos e inténtalo de nuevo.';

/**
 * Orders placed on distributors' pages, run by their sellers and counted for the business. Global only for
 * SellerSalesFigures, which the members context's analytics summary reads.
 */
@Global()
@Module({
  controllers: [PublicOrdersController, SellerOrdersController, AdminOrdersController],
  providers: [
    PlaceOrderService,
    SellerOrdersService,
    AdminOrdersService,
    OrderMailService,
    OrdersMemberData,
    OrderMailJob,
    { provide: OrderRepository, useClass: SqlOrderRepository },
    { provide: OrderFiguresReader, useClass: SqlOrderFiguresReader },
    { provide: OrderNotifications, useClass: SqlOrderNotifications },
    { provide: OrderSellers, useClass: PageOrderSellers },
    { provide: OrderStatusHistory, useClass: SqlOrderStatusHistory },
    { provide: SellerSalesFigures, useExisting: OrderFiguresReader },
  ],
  exports: [SellerSalesFigures, OrdersMemberData],
})
export class OrdersModule implements NestModule {
  constructor(private readonly limiters: RateLimiters) {}

  /** Per visitor (client IP): only orders that were accepted use the budget. */
  configure(consumer: MiddlewareConsumer): void {
    const limiter = this.limiters.create({
      name: 'orders',
      limit: ORDERS_PER_VISITOR,
      windowMs: ORDER_WINDOW_MS,
      skipFailedRequests: true,
      onLimit: (_req, _res, next) => next(new HttpException(TOO_MANY_ORDERS, 429)),
    });
    consumer
      .apply(limiter)
      .forRoutes(
        { path: 'user/:slug/orders', method: RequestMethod.POST },
        { path: 'user/:slug/order-form', method: RequestMethod.POST },
      );
  }
}
