import { useDeferredValue, useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { useAnnouncements, type Announcement } from '../../../api/get-announcements.query';
import { useFaq, type Faq } from '../../../api/get-faq.query';
import { useProducts, type Product } from '../../../api/get-products.query';
import { useTestimonials, type Testimonial } from '../../../api/get-testimonials.query';
import { AnnouncementsCarousel } from '../../../components/content/announcements-carousel.section';
import { FaqSection } from '../../../components/content/faq.section';
import { TestimonialsSection } from '../../../components/content/testimonials.section';
import { useFloatingVisibility } from '../../../components/ui/floating-visibility.hook';
import { WhatsappIcon } from '../../../components/ui/icons.ui';
import { paths } from '../../../config/paths';
import { distributorTitle } from '../distributor-title.rules';
import { CREATOR } from '../../../config/site';
import { ApiError } from '../../../lib/api-client';
import { useDocumentTitle } from '../../../lib/document-title.hook';
import { rememberReferral } from '../../../lib/referral.store';
import { sellerMessage } from '../../../lib/whatsapp.rules';
import { takeEmbeddedPage, usePublicPage, type PublicPage } from '../api/get-public-page.query';
import { ClosingCtaSection } from './closing-cta.section';
import { DistributorHeader } from './distributor-header.ui';
import { SellerGallerySection } from './seller-gallery.section';
import { SellerHeroSection } from './seller-hero.section';
import { SellerProductsSection } from './seller-products.section';
import { SellerProfileSection } from './seller-profile.section';
import { WhatsappLink } from './whatsapp-link.ui';
import './distributor.css';

export function DistributorPage({ slug }: { slug: string }) {
  const [embedded] = useState(() => takeEmbeddedPage(slug));
  const page = usePublicPage(slug, embedded);
  // Needed whatever the seller's settings: fetched alongside the page instead of after it.
  useProducts();
  useDocumentTitle(page.data ? `${page.data.user.name} | ${distributorTitle(page.data.user)} Multyhealth` : null);
  useEffect(() => {
    if (page.data) rememberReferral(page.data.user.code);
  }, [page.data]);

  if (page.isPending) return <DistributorSkeleton />;
  if (page.isError || !page.data) return <DistributorNotFound failed={!(page.error instanceof ApiError && page.error.status === 404)} />;
  return <DistributorContent slug={slug} page={page.data} />;
}

function DistributorContent({ slug, page }: { slug: string; page: PublicPage }) {
  const { user } = page;
  const announcements = useAnnouncements({ city: user.city, country: user.country });
  const products = useProducts();
  const globalTestimonials = useTestimonials(page.testimonials.length === 0);
  const faq = useFaq(user.showFAQ);
  const testimonials = page.testimonials.length > 0 ? page.testimonials : globalTestimonials.data;
  // Everything below the hero appears at once, when its data is in: sections arriving one by one would push the
  // ones already shown (layout shift), and the footer would jump down the screen.
  const settled = useDeferredValue(
    [announcements, products, globalTestimonials, faq].every((query) => !query.isPending || query.fetchStatus === 'idle'),
    false,
  );

  return (
    <>
      <DistributorHeader code={user.code} />
      <main id="main">
        <SellerHeroSection slug={slug} seller={user} />
        {settled && <BelowTheFold slug={slug} page={page} announcements={announcements.data} products={products.data} testimonials={testimonials} faqs={faq.data} />}
      </main>
      {settled && (
        <>
          <footer className="dp-footer page-with-fab">
            <div className="container">
              <p>
                {user.name} · {distributorTitle(user)} independiente de <Link to={paths.home}>Multyhealth</Link>
              </p>
              <p className="muted">
                © 2024 Multyhealth · Página creada por <Link to={CREATOR.url}>{CREATOR.name}</Link>
              </p>
            </div>
          </footer>
          <FloatingWhatsapp slug={slug} seller={user} />
        </>
      )}
    </>
  );
}

interface BelowTheFoldProps {
  slug: string;
  page: PublicPage;
  announcements: Announcement[] | undefined;
  products: Product[] | undefined;
  testimonials: Testimonial[] | undefined;
  faqs: Faq[] | undefined;
}

/** SPEC §2 order and conditions: news, products, testimonials, FAQ (showFAQ), profile, gallery, closing call to action. */
function BelowTheFold({ slug, page, announcements, products, testimonials, faqs }: BelowTheFoldProps) {
  const { user } = page;
  return (
    <>
      {announcements && announcements.length > 0 && <AnnouncementsCarousel announcements={announcements} isLoading={false} isError={false} />}
      {products && products.length > 0 && <SellerProductsSection slug={slug} page={page} products={products} />}
      {testimonials && testimonials.length > 0 && (
        <TestimonialsSection
          title="Testimonios"
          lead={page.testimonials.length > 0 ? `Lo que dicen los clientes de ${user.name.split(/\s+/)[0]}.` : 'Lo que dice nuestra comunidad Multyhealth.'}
          testimonials={testimonials}
        />
      )}
      {user.showFAQ && faqs && faqs.length > 0 && <FaqSection faqs={faqs} soft />}
      <SellerProfileSection seller={user} />
      {page.galleryImages.length > 0 && <SellerGallerySection images={page.galleryImages} />}
      <ClosingCtaSection slug={slug} seller={user} />
    </>
  );
}

const AWAY_FROM = ['.dp-hero', '.dp-closing', '.dp-footer'] as const;

/** The floating green 'Más información' chat button, shown between the hero and the closing call to action. */
function FloatingWhatsapp({ slug, seller }: { slug: string; seller: PublicPage['user'] }) {
  const visible = useFloatingVisibility(AWAY_FROM);
  return (
    <WhatsappLink slug={slug} phone={seller.whatsapp} message={sellerMessage(seller)} className={`btn btn--whatsapp btn--lg fab${visible ? ' is-visible' : ''}`} hidden={!visible}>
      <WhatsappIcon /> Más información
    </WhatsappLink>
  );
}

function DistributorSkeleton() {
  return (
    <div aria-busy="true" aria-label="Cargando la página del distribuidor">
      <DistributorHeader />
      <div className="dp-hero">
        <div className="container dp-hero__inner">
          <span className="skeleton" style={{ width: 128, height: 128, borderRadius: '50%' }} />
          <div className="dp-hero__text" style={{ width: '100%' }}>
            <span className="skeleton" style={{ height: 40, width: '60%' }} />
            <span className="skeleton" style={{ height: 20, width: '40%' }} />
            <span className="skeleton" style={{ height: 72, width: '100%' }} />
            <span className="skeleton" style={{ height: 54, width: 260 }} />
          </div>
        </div>
      </div>
      <div className="container section">
        <div className="grid grid--2">
          <span className="skeleton" style={{ height: 360 }} />
          <span className="skeleton" style={{ height: 360 }} />
        </div>
      </div>
    </div>
  );
}

function DistributorNotFound({ failed }: { failed: boolean }) {
  useDocumentTitle('Usuario no encontrado | Multyhealth');
  return (
    <>
      <DistributorHeader />
      <main className="dp-missing">
        <div className="card dp-missing__card">
          <div className="card__body">
            <h1>{failed ? 'No pudimos cargar esta página' : 'Usuario no encontrado'}</h1>
            <p className="muted">{failed ? 'Revisa tu conexión e inténtalo de nuevo.' : 'El código de usuario que buscas no existe o la cuenta no está activa.'}</p>
            <Link to={paths.home} className="btn btn--primary btn--lg">
              Volver al Inicio
            </Link>
          </div>
        </div>
      </main>
    </>
  );
}
