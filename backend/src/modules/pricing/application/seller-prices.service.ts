import { Injectable } from '@nestjs/common';
import { NotFoundError } from '../../../shared/domain/errors.js';
import { TransactionRunner } from '../../../shared/domain/transaction-runner.js';
import { checkSellerPrice, type SellerProductPrice } from '../domain/seller-price.js';
import { SellerPriceRepository } from '../domain/seller-price.repository.js';

@Injectable()
export class SellerPricesService {
  constructor(
    private readonly prices: SellerPriceRepository,
    private readonly tx: TransactionRunner,
  ) {}

  list(sellerId: number): Promise<SellerProductPrice[]> {
    return this.prices.listForSeller(sellerId);
  }

  /** Sets the seller's price for a product, at least the product's minimum. */
  set(sellerId: number, productId: number, price: unknown): Promise<SellerProductPrice> {
    return this.tx.run(async () => {
      const product = await this.prices.findForSeller(sellerId, productId);
      if (!product) throw new NotFoundError('Producto no encontrado');
      await this.prices.upsert(sellerId, productId, checkSellerPrice(price, product));
      return (await this.prices.findForSeller(sellerId, productId))!;
    });
  }

  /** Drops the seller's own price for a product; 404 when there was none. */
  remove(sellerId: number, productId: number): Promise<SellerProductPrice> {
    return this.tx.run(async () => {
      if (!(await this.prices.remove(sellerId, productId)))
        throw new NotFoundError('Este distribuidor no tiene un precio propio para ese producto');
      return (await this.prices.findForSeller(sellerId, productId))!;
    });
  }
}
