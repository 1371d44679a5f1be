import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AccountPricingService } from './application/account-pricing.service.js';
import { SellerPricesService } from './application/seller-prices.service.js';
import { AccountPricingRepository } from './domain/account-pricing.repository.js';
import { SellerPriceRepository } from './domain/seller-price.repository.js';
import { AdminMemberPricesController } from './infrastructure/http/admin-member-prices.controller.js';
import { AccountPricingController } from './infrastructure/http/account-pricing.controller.js';
import { SellerPricesController } from './infrastructure/http/seller-prices.controller.js';
import { AccountPricingOrmEntity } from './infrastructure/persistence/account-pricing.orm-entity.js';
import { SqlSellerPriceRepository } from './infrastructure/persistence/sql-seller-price.repository.js';
import { TypeOrmAccountPricingRepository } from './infrastructure/persistence/typeorm-account-pricing.repository.js';

@Module({
  imports: [TypeOrmModule.forFeature([AccountPricingOrmEntity])],
  controllers: [AccountPricingController, SellerPricesController, AdminMemberPricesController],
  providers: [
    AccountPricingService,
    SellerPricesService,
    { provide: AccountPricingRepository, useClass: TypeOrmAccountPricingRepository },
    { provide: SellerPriceRepository, useClass: SqlSellerPriceRepository },
  ],
  exports: [AccountPricingService],
})
export class PricingModule {}
