import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { useAnnouncements } from '../../../api/get-announcements.query';
import { useFaq } from '../../../api/get-faq.query';
import { useProducts } from '../../../api/get-products.query';
import { useTestimonials } from '../../../api/get-testimonials.query';
import { AnnouncementsCarousel } from '../../../components/content/announcements-carousel.section';
import { FaqSection } from '../../../components/content/faq.section';
import { TestimonialsSection } from '../../../components/content/testimonials.section';
import { useFloatingVisibility } from '../../../components/ui/floating-visibility.hook';
import { WhatsappIcon } from '../../../components/ui/icons.ui';
import { paths } from '../../../config/paths';
import { CREATOR } from '../../../config/site';
import { ApiError } from '../../../lib/api-client';
import { useDocumentTitle } from '../../../lib/document-title.hook';
import { rememberReferral } from '../../../lib/referral.store';
import { sellerMessage } from '../../../lib/whatsapp.rules';
import { usePublicPage, type PublicPage } from '../api/get-public-page.query';
import { ClosingCtaSection } from './closing-cta.section';
import { DistributorHeader } from './distributor-header.ui';
import { SellerGallerySection } from './seller-gallery.section';
import { SellerHeroSection } from './seller-hero.section';
import { SellerProductsSection } from './seller-products.section';
import { SellerProfileSection } from './seller-profile.section';
import { WhatsappLink } from './whatsapp-link.ui';
import './distributor.css';

export function DistributorPage({ slug }: { slug: string }) {
  const page = usePublicPage(slug);
  useDocumentTitle(page.data ? `${page.data.user.name} | Distribuidor Multyhealth` : null);
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

  return (
    <>
      <DistributorHeader code={user.code} />
      <main id="main">
        <SellerHeroSection slug={slug} seller={user} />
        {announcements.data && announcements.data.length > 0 && <AnnouncementsCarousel announcements={announcements.data} isLoading={false} isError={false} />}
        {products.data && products.data.length > 0 && <SellerProductsSection slug={slug} page={page} products={products.data} />}
        {(testimonials?.length ?? 0) > 0 && (
          <TestimonialsSection
            title="Testimonios"
            lead={page.testimonials.length > 0 ? `Lo que dicen los clientes de ${user.name.split(/\s+/)[0]}.` : 'Lo que dice nuestra comunidad Multyhealth.'}
            testimonials={testimonials}
          />
        )}
        {user.showFAQ && faq.data && faq.data.length > 0 && <FaqSection faqs={faq.data} soft />}
        <SellerProfileSection seller={user} />
        {page.galleryImages.length > 0 && <SellerGallerySection images={page.galleryImages} />}
        <ClosingCtaSection slug={slug} seller={user} />
      </main>
      <footer className="dp-footer page-with-fab">
        <div className="container">
          <p>
            {user.name} · Distribuidor independiente de <Link to={paths.home}>Multyhealth</Link>
          </p>
          <p className="muted">
            © 2024 Multyhealth · Página creada por <Link to={CREATOR.url}>{CREATOR.name}</Link>
          </p>
        </div>
      </footer>
      <FloatingWhatsapp slug={slug} seller={user} />
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
