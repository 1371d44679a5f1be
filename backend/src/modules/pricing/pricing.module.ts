import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AccountPricingService } from './application/account-pricing.service.js';
import { AccountPricingRepository } from './domain/account-pricing.repository.js';
import { AccountPricingController } from './infrastructure/http/account-pricing.controller.js';
import { AccountPricingOrmEntity } from './infrastructure/persistence/account-pricing.orm-entity.js';
import { TypeOrmAccountPricingRepository } from './infrastructure/persistence/typeorm-account-pricing.repository.js';

@Module({
  imports: [TypeOrmModule.forFeature([AccountPricingOrmEntity])],
  controllers: [AccountPricingController],
  providers: [AccountPricingService, { provide: AccountPricingRepository, useClass: TypeOrmAccountPricingRepository }],
  exports: [AccountPricingService],
})
export class PricingModule {}
