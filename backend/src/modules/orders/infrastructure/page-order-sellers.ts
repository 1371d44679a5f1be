import { Injectable } from '@nestjs/common';
import { PublicPageService } from '../../members/application/public-page.service.js';
import { OrderSellers, type OrderSeller } from '../domain/order-seller.js';

/** The members context's cached public pages: an order is accepted exactly where the page is shown. */
@Injectable()
export class PageOrderSellers extends OrderSellers {
  constructor(private readonly pages: PublicPageService) {
    super();
  }

  async visibleBySlug(slug: string): Promise<OrderSeller> {
    const { memberId, page } = await this.pages.visibleSeller(slug);
    const { name, whatsapp, country, showPrices } = page.user;
    return { id: memberId, name, whatsapp, country, showPrices };
  }
}
