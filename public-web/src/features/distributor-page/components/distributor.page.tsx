import type { UseQueryResult } from '@tanstack/react-query';
import { Suspense, useEffect, type ReactNode } from 'react';
import { useAnnouncements } from '../../../api/get-announcements.query';
import { useFaq } from '../../../api/get-faq.query';
import { useProducts } from '../../../api/get-products.query';
import { useTestimonials, type Testimonial } from '../../../api/get-testimonials.query';
import { AnnouncementsCarousel } from '../../../components/content/announcements-carousel.section';
import { FaqSection } from '../../../components/content/faq.section';
import { TestimonialsSection } from '../../../components/content/testimonials.section';
import { LoadFailed } from '../../../components/ui/error-boundary.ui';
import { HydrateLater } from '../../../components/ui/hydrate-later.ui';
import { distributorTitle } from '../distributor-title.rules';
import { ApiError } from '../../../lib/api-client';
import { useDocumentTitle } from '../../../lib/document-title.hook';
import { lazyWithRetry } from '../../../lib/lazy-retry';
import { rememberReferral } from '../../../lib/referral.store';
import { usePublicPage, type PublicPage } from '../api/get-public-page.query';
import { adoptLinkCart, useOrderCart } from '../order-cart.store';
import { ClosingCtaSection } from './closing-cta.section';
import { DistributorFooter } from './distributor-footer.ui';
import { DistributorNotFound } from './distributor-not-found.ui';
import { FloatingWhatsapp } from './floating-whatsapp.ui';
import { DistributorHeader } from './distributor-header.ui';
import { DistributorSkeleton, SectionSkeleton } from './distributor-skeleton.ui';
import { SellerGallerySection } from './seller-gallery.section';
import { SellerHeroSection } from './seller-hero.section';
import { SellerProductsSection } from './seller-products.section';
import { SellerProfileSection } from './seller-profile.section';
import './distributor.css';

// Only pages with an order being built need the bar.
const OrderBar = lazyWithRetry(() => import('./order-bar.ui'));

export function DistributorPage({ slug }: { slug: string }) {
  const page = usePublicPage(slug);
  // Needed whatever the seller's settings: fetched alongside the page instead of after it.
  useProducts();
  useDocumentTitle(page.data ? `${page.data.user.name} | ${distributorTitle(page.data.user)} Multyhealth` : null);
  useEffect(() => {
    if (page.data) rememberReferral(page.data.user.code);
  }, [page.data]);

  // The page already in hand (rendered by the server, or loaded before) stays on screen whatever a refresh answers.
  if (page.data) return <DistributorContent slug={slug} page={page.data} />;
  if (page.isPending) return <DistributorSkeleton />;
  const missing = page.error instanceof ApiError && page.error.status === 404;
  return <DistributorNotFound failed={!missing} retry={() => page.refetch()} retrying={page.isFetching} />;
}

function DistributorContent({ slug, page }: { slug: string; page: PublicPage }) {
  const { user } = page;
  const { cart } = useOrderCart(slug);
  const ordering = Object.keys(cart.quantities).length > 0;
  const barShown = ordering || !!cart.sent;
  const products = useProducts();
  // A cart chosen without JavaScript (the order form sends the page back with ?pedido=) becomes the stored cart.
  useEffect(() => {
    const link = new URL(window.location.href);
    const pedido = link.searchParams.get('pedido');
    if (!pedido) return;
    adoptLinkCart(slug, pedido);
    link.searchParams.delete('pedido');
    window.history.replaceState(window.history.state, '', `${link.pathname}${link.search}${link.hash}`);
  }, [slug]);
  // The floating button and the page's end move up to make room for the order bar.
  useEffect(() => {
    document.body.classList.toggle('dp-ordering', barShown);
    return () => document.body.classList.remove('dp-ordering');
  }, [barShown]);
  return (
    <>
      <a className="skip-link" href="#main">
        Saltar al contenido
      </a>
      <DistributorHeader code={user.code} />
      <main id="main" tabIndex={-1}>
        <SellerHeroSection slug={slug} seller={user} />
        <BelowTheFold slug={slug} page={page} />
        {/* Inside the page's main landmark, as all its content is (it floats above the page wherever it is). */}
        <HydrateLater>
          <FloatingWhatsapp slug={slug} seller={user} />
        </HydrateLater>
      </main>
      <HydrateLater>
        <DistributorFooter user={user} />
      </HydrateLater>
      {barShown && products.data && (
        <Suspense fallback={null}>
          <OrderBar slug={slug} page={page} products={products.data} />
        </Suspense>
      )}
    </>
  );
}

/**
 * The page's order and conditions: news, products, testimonials, FAQ (showFAQ), profile, gallery, closing call to action.
 * Each list loads on its own, with its own placeholder: a slow one holds back nothing but itself.
 */
function BelowTheFold({ slug, page }: { slug: string; page: PublicPage }) {
  const { user } = page;
  const announcements = useAnnouncements({ city: user.city, country: user.country });
  const products = useProducts();
  const globalTestimonials = useTestimonials(page.testimonials.length === 0);
  const faq = useFaq(user.showFAQ);
  return (
    <>
      <ListSection
        query={announcements}
        failed="No pudimos cargar las noticias"
        placeholder={<SectionSkeleton height={320} />}
      >
        {(list) => <AnnouncementsCarousel announcements={list} isLoading={false} isError={false} />}
      </ListSection>
      <ListSection
        query={products}
        failed="No pudimos cargar los productos"
        placeholder={<SectionSkeleton height={420} columns={2} />}
      >
        {(list) => <SellerProductsSection slug={slug} page={page} products={list} />}
      </ListSection>
      {page.testimonials.length > 0 ? (
        <HydrateLater>
          <SellerTestimonials name={user.name} testimonials={page.testimonials} own />
        </HydrateLater>
      ) : (
        <ListSection
          query={globalTestimonials}
          failed="No pudimos cargar los testimonios"
          placeholder={<SectionSkeleton height={220} columns={3} />}
        >
          {(list) => <SellerTestimonials name={user.name} testimonials={list} own={false} />}
        </ListSection>
      )}
      {user.showFAQ && (
        <ListSection
          query={faq}
          failed="No pudimos cargar las preguntas frecuentes"
          placeholder={<SectionSkeleton height={260} />}
        >
          {(list) => <FaqSection faqs={list} soft />}
        </ListSection>
      )}
      <HydrateLater>
        <SellerProfileSection seller={user} />
      </HydrateLater>
      {page.galleryImages.length > 0 && (
        <HydrateLater>
          <SellerGallerySection images={page.galleryImages} />
        </HydrateLater>
      )}
      <HydrateLater>
        <ClosingCtaSection slug={slug} seller={user} />
      </HydrateLater>
    </>
  );
}

function SellerTestimonials({ name, testimonials, own }: { name: string; testimonials: Testimonial[]; own: boolean }) {
  return (
    <TestimonialsSection
      title="Testimonios"
      lead={
        own ? `Lo que dicen los clientes de ${name.split(/\s+/)[0]}.` : 'Lo que dice nuestra comunidad Multyhealth.'
      }
      testimonials={testimonials}
    />
  );
}

interface ListSectionProps<T> {
  query: UseQueryResult<T[]>;
  failed: string;
  placeholder: ReactNode;
  children: (list: T[]) => ReactNode;
}

/** One list of the page: its placeholder while loading, a retry if it failed, nothing if empty. */
function ListSection<T>(props: ListSectionProps<T>) {
  return (
    <HydrateLater>
      <ListSectionContent {...props} />
    </HydrateLater>
  );
}

function ListSectionContent<T>({ query, failed, placeholder, children }: ListSectionProps<T>) {
  if (query.data) return query.data.length > 0 ? children(query.data) : null;
  if (query.isError) {
    return (
      <div className="container section dp-section-failed">
        <LoadFailed title={failed} retry={() => query.refetch()} compact />
      </div>
    );
  }
  return query.fetchStatus === 'idle' ? null : placeholder;
}
