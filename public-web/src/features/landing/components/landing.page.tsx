import { useAnnouncements } from '../../../api/get-announcements.query';
import { useFaq } from '../../../api/get-faq.query';
import { useTestimonials } from '../../../api/get-testimonials.query';
import { AnnouncementsCarousel } from '../../../components/content/announcements-carousel.section';
import { FaqSection } from '../../../components/content/faq.section';
import { TestimonialsSection } from '../../../components/content/testimonials.section';
import { SiteFooter } from '../../../components/layouts/site-footer.layout';
import { SiteNav } from '../../../components/layouts/site-nav.layout';
import { CorporateVideoSection } from './corporate-video.section';
import { HeroSection } from './hero.section';
import { JoinCtaSection } from './join-cta.section';
import { JoinFab } from './join-fab.ui';
import { ProductFeaturesSection } from './product-features.section';
import { ProductsSection } from './products.section';
import { TeamSection } from './team.section';
import './landing.css';

export function LandingPage() {
  const testimonials = useTestimonials();
  const faq = useFaq();
  const announcements = useAnnouncements();
  return (
    <>
      <a href="#main" className="skip-link">
        Saltar al contenido
      </a>
      <SiteNav />
      <main id="main">
        <HeroSection />
        <ProductFeaturesSection />
        <ProductsSection />
        <TestimonialsSection
          eyebrow="Testimonios"
          title="Historias de nuestra comunidad"
          lead="Distribuidores y clientes que ya viven la experiencia Multyhealth."
          testimonials={testimonials.data}
          isLoading={testimonials.isLoading}
        />
        <FaqSection faqs={faq.data} isLoading={faq.isLoading} soft />
        <TeamSection />
        <CorporateVideoSection />
        <AnnouncementsCarousel announcements={announcements.data} isLoading={announcements.isLoading} isError={announcements.isError} />
        <JoinCtaSection />
      </main>
      <SiteFooter withFab />
      <JoinFab />
    </>
  );
}
