import { Injectable } from '@nestjs/common';
import {
  PublicPageChanges,
  PublicPageReader,
  type PublicPageChange,
  type PublicPageEntry,
  type VisiblePage,
} from '../domain/public-page.js';

/** Enough for every active distributor of a large network; beyond it the oldest entries make room. */
const MAX_PAGES = 20_000;
const MAX_MISSES = 10_000;

/**
 * Each visible distributor's page as ready JSON bytes, keyed by lower-case slug, so a view reads nothing from the
 * database. Entries are dropped when PublicPageChanges reports a change (every instance hears it, see
 * docs/decisions/1101-precomputed-public-page.md) and hidden once their subscription ends. Unknown slugs are
 * remembered too, until any page changes, so a burst on a dead link costs one query.
 */
@Injectable()
export class PublicPageCache {
  private readonly pages = new Map<string, PublicPageEntry>();
  private readonly slugByMember = new Map<number, string>();
  private readonly misses = new Set<string>();
  private readonly loading = new Map<string, Promise<PublicPageEntry | null>>();
  /** Raised by every change: a read that started before it must not store what it read. */
  private generation = 0;

  constructor(
    private readonly reader: PublicPageReader,
    private readonly changes: PublicPageChanges,
  ) {
    changes.subscribe((change) => this.forget(change));
  }

  /** The visible page for a lower-case slug, or null; at most one query, none when cached. */
  get(slug: string): Promise<PublicPageEntry | null> {
    if (this.changes.live) {
      const entry = this.pages.get(slug);
      if (entry) {
        if (entry.visibleUntil > Date.now()) return Promise.resolve(entry);
      } else if (this.misses.has(slug)) return Promise.resolve(null);
    }
    const joined = this.loading.get(slug);
    if (joined) return joined;
    const pending: Promise<PublicPageEntry | null> = this.load(slug).finally(() => {
      if (this.loading.get(slug) === pending) this.loading.delete(slug);
    });
    this.loading.set(slug, pending);
    return pending;
  }

  private async load(slug: string): Promise<PublicPageEntry | null> {
    const generation = this.generation;
    const live = this.changes.live;
    const found = await this.reader.findVisibleBySlug(slug);
    const entry: PublicPageEntry | null = found && toEntry(found);
    if (!live || generation !== this.generation) return entry;
    if (!entry) {
      if (this.misses.size >= MAX_MISSES) this.misses.clear();
      this.misses.add(slug);
      return null;
    }
    this.evictPage(slug);
    if (this.pages.size >= MAX_PAGES) this.evictPage(this.pages.keys().next().value!);
    this.pages.set(slug, entry);
    this.slugByMember.set(entry.memberId, slug);
    return entry;
  }

  private forget(change: PublicPageChange): void {
    this.generation++;
    this.misses.clear();
    // Reads already under way may return what was there before; later views must not join them.
    this.loading.clear();
    if (change === 'all') {
      this.pages.clear();
      this.slugByMember.clear();
      return;
    }
    const slug = this.slugByMember.get(change.memberId);
    if (slug !== undefined) this.evictPage(slug);
  }

  private evictPage(slug: string): void {
    const entry = this.pages.get(slug);
    if (!entry) return;
    this.pages.delete(slug);
    if (this.slugByMember.get(entry.memberId) === slug) this.slugByMember.delete(entry.memberId);
  }
}

function toEntry({ memberId, page, visibleUntil }: VisiblePage): PublicPageEntry {
  return {
    memberId,
    page: Object.freeze(page),
    json: Buffer.from(JSON.stringify(page)),
    visibleUntil: new Date(visibleUntil).getTime(),
  };
}
