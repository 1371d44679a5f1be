import { Injectable, Logger } from '@nestjs/common';
import { NotFoundError, ValidationError } from '../../../shared/domain/errors.js';
import { StoredFiles } from '../../../shared/domain/stored-files.js';
import { SellerSalesFigures, type SellerOrderFigures } from '../../../shared/domain/seller-sales-figures.js';
import { TransactionRunner } from '../../../shared/domain/transaction-runner.js';
import { SOCIAL_NETWORKS, type SocialLinks, type SocialNetwork } from '@multyhealth/rules';
import { normalizeCity, normalizedYoutubeUrl } from '@multyhealth/rules';
import { remainingDays, type DistributorTitle, type Member } from '../domain/member.js';
import { MemberRepository } from '../domain/member.repository.js';
import { PageAnalytics, type DailyPageStats, type PageSummary } from '../domain/page-analytics.js';
import { sellerCity } from '../domain/member-place.js';

export interface SellerDashboard {
  name: string;
  email: string;
  code: string;
  slug: string;
  city: string;
  country: string;
  whatsapp: string;
  photo: string | null;
  remainingDays: number | null;
  paymentExpiresAt: Date | null;
  showFAQ: boolean;
  showPrices: boolean;
  personalMessage: string | null;
  whatsappMessage: string | null;
  sellerProfileVideoUrl: string | null;
  distributorTitle: DistributorTitle;
  socialLinks: SocialLinks;
  visitCount: number;
  whatsappClicks: number;
}

export interface ProfileChanges {
  city?: string;
  /** Already E.164 (checked by the request's validation). */
  whatsapp?: string;
  personalMessage?: string | null;
  whatsappMessage?: string | null;
  showFAQ?: boolean;
  showPrices?: boolean;
  photo?: string | null;
  distributorTitle?: DistributorTitle;
  /** Already normalised; null or '' removes a network, an absent key keeps it. */
  socialLinks?: Partial<Record<SocialNetwork, string | null>>;
}

@Injectable()
export class SellerProfileService {
  private readonly logger = new Logger('Perfil');

  constructor(
    private readonly members: MemberRepository,
    private readonly analytics: PageAnalytics,
    private readonly tx: TransactionRunner,
    private readonly files: StoredFiles,
    private readonly sales: SellerSalesFigures,
  ) {}

  async dashboard(memberId: number): Promise<SellerDashboard> {
    const member = await this.members.findById(memberId);
    if (!member) throw new NotFoundError('Usuario no encontrado');
    return this.withStats(member);
  }

  private async withStats(member: Member): Promise<SellerDashboard> {
    const totals = await this.analytics.totals(member.id);
    return {
      name: member.name,
      email: member.email,
      code: member.code,
      slug: member.slug,
      city: member.city,
      country: member.country,
      whatsapp: member.whatsapp,
      photo: member.photo,
      remainingDays: remainingDays(member),
      paymentExpiresAt: member.paymentExpiresAt,
      showFAQ: member.showFAQ,
      showPrices: member.showPrices,
      personalMessage: member.personalMessage,
      whatsappMessage: member.whatsappMessage,
      sellerProfileVideoUrl: member.sellerProfileVideoUrl,
      distributorTitle: member.distributorTitle,
      socialLinks: member.socialLinks,
      visitCount: totals.visits,
      whatsappClicks: totals.whatsappClicks,
    };
  }

  /**
   * A photo the saved profile no longer points to is deleted only after the change committed: until the seller
   * saves, removing or replacing it in the form destroys nothing.
   */
  async updateProfile(memberId: number, changes: ProfileChanges): Promise<SellerDashboard> {
    const blankToNull = (value: string | null | undefined) => (value === undefined ? undefined : value?.trim() || null);
    const { before, updated } = await this.tx.run(async () => {
      const before =
        changes.photo === undefined && changes.socialLinks === undefined && changes.city === undefined
          ? null
          : await this.members.findById(memberId);
      const updated = await this.members.update(memberId, {
        ...(changes.city !== undefined && {
          city:
            normalizeCity(changes.city, before?.country) === before?.city
              ? before.city
              : sellerCity(changes.city, before?.country),
        }),
        ...(changes.whatsapp !== undefined && { whatsapp: changes.whatsapp }),
        ...(changes.personalMessage !== undefined && { personalMessage: blankToNull(changes.personalMessage) }),
        ...(changes.whatsappMessage !== undefined && { whatsappMessage: blankToNull(changes.whatsappMessage) }),
        ...(changes.showFAQ !== undefined && { showFAQ: changes.showFAQ }),
        ...(changes.showPrices !== undefined && { showPrices: changes.showPrices }),
        ...(changes.photo !== undefined && { photo: blankToNull(changes.photo) }),
        ...(changes.distributorTitle !== undefined && { distributorTitle: changes.distributorTitle }),
        ...(changes.socialLinks !== undefined && {
          socialLinks: mergedSocialLinks(before?.socialLinks ?? {}, changes.socialLinks),
        }),
      });
      return { before, updated };
    });
    if (before?.photo && before.photo !== updated.photo) {
      await this.files
        .deleteByUrl(before.photo)
        .catch((error: Error) => this.logger.error(`No se pudo borrar la foto ${before.photo}: ${error.message}`));
    }
    return this.withStats(updated);
  }

  /** An empty URL removes the video; anything else must be a YouTube link with a valid id, kept in embed form. */
  async updateVideo(memberId: number, url: string | null | undefined): Promise<SellerDashboard> {
    const value = url?.trim() || null;
    const embed = value && normalizedYoutubeUrl(value);
    if (value && !embed) {
      throw new ValidationError('Por favor ingresa una URL válida de YouTube', 'sellerProfileVideoUrl');
    }
    return this.withStats(await this.members.update(memberId, { sellerProfileVideoUrl: embed }));
  }

  /**
   * An administrator takes the photo or video off a member's page; an uploaded file is released once the change
   * committed. 404 for an unknown member; nothing to remove answers the member unchanged.
   */
  async removeFromPage(memberId: number, what: 'photo' | 'video'): Promise<Member> {
    const field = what === 'photo' ? 'photo' : 'sellerProfileVideoUrl';
    const { previous, updated } = await this.tx.run(async () => {
      const before = await this.members.findById(memberId);
      if (!before) throw new NotFoundError('Usuario no encontrado');
      return { previous: before[field], updated: await this.members.update(memberId, { [field]: null }) };
    });
    if (previous?.startsWith('/uploads/')) {
      await this.tx.afterCommit(() =>
        this.files
          .deleteByUrl(previous)
          .catch((error: Error) => this.logger.error(`No se pudo borrar el archivo ${previous}: ${error.message}`)),
      );
    }
    return updated;
  }

  /**
   * Each day's page figures. `orderIntents` counts the orders created that day; before orders existed, the page counted
   * an anonymous 'order_intent' event per cart sent, and those days keep that count.
   */
  async analyticsSeries(memberId: number, days: number): Promise<DailyPageStats[]> {
    const [series, orders] = await Promise.all([
      this.analytics.dailySeries(memberId, days),
      this.sales.activity(memberId, days),
    ]);
    return series.map((day) => ({ ...day, orderIntents: day.orderIntents + (orders.perDay.get(day.date) ?? 0) }));
  }

  /**
   * The page's figures and the orders' (created, confirmed, delivered, cancelled; delivered sales by product). As in
   * the daily series, `orderIntents` adds the orders created to the carts counted before orders existed.
   */
  async analyticsSummary(memberId: number, days: number): Promise<PageSummary & SellerOrderFigures> {
    // The page's summary first: it writes the buffered events, which the funnel's contacts count.
    const page = await this.analytics.summary(memberId, days);
    const [figures, activity] = await Promise.all([
      this.sales.forSeller(memberId, days),
      this.sales.activity(memberId, days),
    ]);
    const products = page.products
      .map((p) => ({ ...p, orderIntents: p.orderIntents + (activity.perProduct.get(p.productId) ?? 0) }))
      .sort((a, b) => b.orderIntents - a.orderIntents || b.clicks - a.clicks || a.productId - b.productId);
    return { ...page, orderIntents: page.orderIntents + figures.orders.created, products, ...figures };
  }
}

function mergedSocialLinks(saved: SocialLinks, changes: Partial<Record<SocialNetwork, string | null>>): SocialLinks {
  const merged: SocialLinks = {};
  for (const network of SOCIAL_NETWORKS) {
    const value = changes[network] === undefined ? saved[network] : changes[network]?.trim();
    if (value) merged[network] = value;
  }
  return merged;
}
