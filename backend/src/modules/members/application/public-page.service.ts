import { SELLER_CODE_MAX_LENGTH } from '@multyhealth/rules';
import { Injectable } from '@nestjs/common';
import type { Role } from '../../../shared/domain/role.js';
import { NotFoundError, ValidationError } from '../../../shared/domain/errors.js';
import type { SocialNetwork } from '@multyhealth/rules';
import { PageAnalytics, type PageEvent, type PageEventColumns, type PageVisitor } from '../domain/page-analytics.js';
import { PublicPageReader, type PublicPage, type PublicPageEntry } from '../domain/public-page.js';
import { isAutomatedAgent, visitDevice, type VisitSource } from '../domain/visit-attribution.js';
import { PublicPageCache } from './public-page-cache.js';

export const USER_NOT_FOUND = 'Usuario no encontrado';

export interface Visitor extends Omit<PageVisitor, 'extra' | 'extraRows'> {
  /** Who is looking, when signed in: their own and admins' views are not counted. */
  viewer: { id: number; role: Role } | null;
  /** Where the visit came from (the page's `src` parameter or its referrer), for visits only. */
  source?: VisitSource;
}

@Injectable()
export class PublicPageService {
  constructor(
    private readonly pages: PublicPageCache,
    private readonly catalogue: PublicPageReader,
    private readonly analytics: PageAnalytics,
  ) {}

  /** The page of a visible distributor as JSON bytes; a visit is counted unless the owner or an admin is looking. */
  async view(slug: string, visitor: Visitor): Promise<Uint8Array> {
    const { memberId, json } = await this.find(slug);
    await this.count(memberId, 'visit', visitor, { source: visitor.source ?? null });
    return json;
  }

  /** The page without counting a visit (link previews, contact cards). */
  async peek(slug: string): Promise<PublicPage> {
    return (await this.find(slug)).page;
  }

  /** The visible seller of a page and the page itself, without counting anything (orders placed on the page). */
  async visibleSeller(slug: string): Promise<{ memberId: number; page: PublicPage }> {
    const { memberId, page } = await this.find(slug);
    return { memberId, page };
  }

  /** A click on a chat button; `productId` when it is a product's own button. */
  async recordWhatsappClick(slug: string, visitor: Visitor, productId?: number): Promise<void> {
    const { memberId } = await this.find(slug);
    if (productId !== undefined) await this.requireProducts([productId]);
    await this.count(memberId, 'whatsapp_click', visitor, { productId: productId ?? null });
  }

  /** A click on one of the page's social profile icons; a network the page does not show is refused. */
  async recordSocialClick(slug: string, network: SocialNetwork, visitor: Visitor): Promise<void> {
    const { memberId, page } = await this.find(slug);
    if (!page.user.socialLinks?.[network]) throw new ValidationError('Esta red social no está en la página', 'network');
    await this.count(memberId, 'social_click', visitor);
  }

  private async requireProducts(ids: number[]): Promise<void> {
    const found = new Set(await this.catalogue.existingProductIds(ids));
    if (ids.some((id) => !found.has(id))) throw new ValidationError('El producto no existe', 'productId');
  }

  private async find(slug: string): Promise<PublicPageEntry> {
    const entry = slug.length <= SELLER_CODE_MAX_LENGTH ? await this.pages.get(slug.toLowerCase()) : null;
    if (!entry) throw new NotFoundError(USER_NOT_FOUND);
    return entry;
  }

  private async count(
    memberId: number,
    type: PageEvent,
    { viewer, source: _source, ...visitor }: Visitor,
    columns: PageEventColumns = {},
    extraRows?: PageEventColumns[],
  ): Promise<void> {
    if (viewer && (viewer.id === memberId || viewer.role === 'admin')) return;
    if (isAutomatedAgent(visitor.userAgent)) return;
    const device = visitDevice(visitor.userAgent);
    await this.analytics.record(memberId, type, {
      ...visitor,
      extra: { device, ...columns },
      ...(extraRows && { extraRows: extraRows.map((row) => ({ device, ...row })) }),
    });
  }
}
