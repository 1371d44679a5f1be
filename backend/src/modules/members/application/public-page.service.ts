import { Injectable } from '@nestjs/common';
import type { AuthUser } from '../../../platform/auth/auth-user.js';
import { NotFoundError } from '../../../shared/domain/errors.js';
import { PageAnalytics, type PageEvent } from '../domain/page-analytics.js';
import { PublicPageReader, type PublicPage } from '../domain/public-page.js';

export const USER_NOT_FOUND = 'Usuario no encontrado';

export interface Visitor {
  viewer: AuthUser | null;
  userAgent?: string;
  ip?: string;
}

@Injectable()
export class PublicPageService {
  constructor(private readonly pages: PublicPageReader, private readonly analytics: PageAnalytics) {}

  /** The page of a visible distributor; a visit is counted unless the owner or an admin is looking. */
  async view(slug: string, visitor: Visitor): Promise<Omit<PublicPage, 'memberId'>> {
    const found =
      visitor.viewer?.role === 'admin' || slug.length > 40
        ? await this.find(slug)
        : await this.pages.viewVisibleBySlug(slug.toLowerCase(), {
            userAgent: visitor.userAgent,
            ip: visitor.ip,
            exceptMemberId: visitor.viewer?.id ?? null,
          });
    if (!found) throw new NotFoundError(USER_NOT_FOUND);
    const { memberId: _memberId, ...page } = found;
    return page;
  }

  /** The page without counting a visit (link previews, contact cards). */
  async peek(slug: string): Promise<PublicPage> {
    return this.find(slug);
  }

  async recordWhatsappClick(slug: string, visitor: Visitor): Promise<void> {
    const { memberId } = await this.find(slug);
    await this.count(memberId, 'whatsapp_click', visitor);
  }

  private async find(slug: string): Promise<PublicPage> {
    const page = slug.length <= 40 ? await this.pages.findVisibleBySlug(slug.toLowerCase()) : null;
    if (!page) throw new NotFoundError(USER_NOT_FOUND);
    return page;
  }

  private async count(memberId: number, type: PageEvent, visitor: Visitor): Promise<void> {
    if (visitor.viewer && (visitor.viewer.id === memberId || visitor.viewer.role === 'admin')) return;
    await this.analytics.record(memberId, type, { userAgent: visitor.userAgent, ip: visitor.ip });
  }
}
