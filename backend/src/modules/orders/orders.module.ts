import { Global, Module, RequestMethod, type MiddlewareConsumer, type NestModule } from '@nestjs/common';
import { RateLimiters } from '../../platform/http/rate-limit.module.js';
import { SellerSalesFigures } from '../../shared/domain/seller-sales-figures.js';
import { AdminOrdersService } from './application/admin-orders.service.js';
import { OrderMailService } from './application/order-mail.service.js';
import { OrdersMemberData } from './application/orders-member-data.js';
import { OrderTrackingService } from './application/order-tracking.service.js';
import { PlaceOrderService } from './application/place-order.service.js';
import { SellerOrdersService } from './application/seller-orders.service.js';
import { OrderFiguresReader } from './domain/order-figures.js';
import { OrderNotifications } from './domain/order-notifications.js';
import { OrderSellers } from './domain/order-seller.js';
import { OrderStatusHistory } from './domain/order-status-change.js';
import { OrderRepository } from './domain/order.repository.js';
import { TrackedOrders } from './domain/order-tracking.js';
import { AdminOrdersController } from './infrastructure/http/admin-orders.controller.js';
import { OrderTrackingController } from './infrastructure/http/order-tracking.controller.js';
import { ORDER_LIMITS } from './infrastructure/http/order-limits.js';
import { ORDER_LIMITED_ROUTES } from './infrastructure/http/order-routes.js';
import { PublicOrdersController } from './infrastructure/http/public-orders.controller.js';
import { SellerOrdersController } from './infrastructure/http/seller-orders.controller.js';
import { OrderMailJob } from './infrastructure/order-mail.job.js';
import { PageOrderSellers } from './infrastructure/page-order-sellers.js';
import { SqlOrderFiguresReader } from './infrastructure/persistence/sql-order-figures.reader.js';
import { SqlOrderNotifications } from './infrastructure/persistence/sql-order-notifications.js';
import { SqlOrderRepository } from './infrastructure/persistence/sql-order.repository.js';
import { SqlOrderStatusHistory } from './infrastructure/persistence/sql-order-status-history.js';
import { SqlTrackedOrdersReader } from './infrastructure/persistence/sql-tracked-orders.reader.js';

/**
 * Orders placed on distributors' pages, run by their sellers and counted for the business. Global only for
 * SellerSalesFigures, which the members context's analytics summary reads.
 */
@Global()
@Module({
  controllers: [PublicOrdersController, OrderTrackingController, SellerOrdersController, AdminOrdersController],
  providers: [
    PlaceOrderService,
    OrderTrackingService,
    SellerOrdersService,
    AdminOrdersService,
    OrderMailService,
    OrdersMemberData,
    OrderMailJob,
    { provide: OrderRepository, useClass: SqlOrderRepository },
    { provide: TrackedOrders, useClass: SqlTrackedOrdersReader },
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

  /** Per visitor (the page's visitor cookie, else the IP) and a higher ceiling per IP: only accepted orders count. */
  configure(consumer: MiddlewareConsumer): void {
    for (const options of ORDER_LIMITS) {
      consumer
        .apply(this.limiters.create(options))
        .forRoutes(...ORDER_LIMITED_ROUTES.map((path) => ({ path, method: RequestMethod.POST })));
    }
  }
}
