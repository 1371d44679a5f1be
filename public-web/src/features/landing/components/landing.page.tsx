import { useDeferredValue } from 'react';
import { usePrerendered } from '../../../lib/prerendered.context';
import { useAnnouncements } from '../../../api/get-announcements.query';
import { useFaq } from '../../../api/get-faq.query';
import { useTestimonials } from '../../../api/get-testimonials.query';
import { AnnouncementsCarousel } from '../../../components/content/announcements-carousel.section';
import { FaqSection } from '../../../components/content/faq.section';
import { TestimonialsSection } from '../../../components/content/testimonials.section';
import { SiteFooter } from '../../../components/layouts/site-footer.layout';
import { SiteNav } from '../../../components/layouts/site-nav.layout';
import { HydrateLater } from '../../../components/ui/hydrate-later.ui';
import { CorporateVideoSection } from './corporate-video.section';
import { HeroSection } from './hero.section';
import { JoinCtaSection } from './join-cta.section';
import { JoinFab } from './join-fab.ui';
import { ProductFeaturesSection } from './product-features.section';
import { ProductsSection } from './products.section';
import { TeamSection } from './team.section';
import './landing.css';

export function LandingPage() {
  // The hero paints first; the rest renders right after in a transition, in slices that never block input. A page
  // the server rendered whole is hydrated whole.
  const showRest = useDeferredValue(true, usePrerendered());
  return (
    <>
      <a href="#main" className="skip-link">
        Saltar al contenido
      </a>
      <SiteNav />
      <main id="main">
        <HeroSection />
        {showRest && (
          <>
            <HydrateLater>
              <ProductFeaturesSection />
            </HydrateLater>
            <HydrateLater>
              <ProductsSection />
            </HydrateLater>
            <HydrateLater>
              <LandingTestimonials />
            </HydrateLater>
            <HydrateLater>
              <LandingFaq />
            </HydrateLater>
            <HydrateLater>
              <TeamSection />
            </HydrateLater>
            <HydrateLater>
              <CorporateVideoSection />
            </HydrateLater>
            <HydrateLater>
              <LandingAnnouncements />
            </HydrateLater>
            <HydrateLater>
              <JoinCtaSection />
            </HydrateLater>
            {/* Inside the main landmark, as all the page's content is (it floats above the page wherever it is). */}
            <HydrateLater>
              <JoinFab />
            </HydrateLater>
          </>
        )}
      </main>
      {showRest && (
        <HydrateLater>
          <SiteFooter withFab />
        </HydrateLater>
      )}
    </>
  );
}

// Each section owns its query, so an answer re-renders that section only.
function LandingTestimonials() {
  const { data, isLoading, isError, refetch } = useTestimonials();
  return (
    <TestimonialsSection
      eyebrow="Testimonios"
      title="Historias de nuestra comunidad"
      lead="Distribuidores y clientes que ya viven la experiencia Multyhealth."
      testimonials={data}
      isLoading={isLoading}
      onRetry={isError ? () => refetch() : undefined}
    />
  );
}

function LandingFaq() {
  const { data, isLoading, isError, refetch } = useFaq();
  return <FaqSection faqs={data} isLoading={isLoading} onRetry={isError ? () => refetch() : undefined} soft />;
}

function LandingAnnouncements() {
  const { data, isLoading, isError } = useAnnouncements();
  return <AnnouncementsCarousel announcements={data} isLoading={isLoading} isError={isError} />;
}
