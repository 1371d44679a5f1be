import type { MouseEvent } from 'react';
import { paths } from '../../../config/paths';
import { prefersReducedMotion } from '../../../lib/reduced-motion';

const scrollTo = (id: string) => (event: MouseEvent) => {
  const target = document.getElementById(id);
  if (!target) return;
  event.preventDefault();
  target.scrollIntoView({ behavior: prefersReducedMotion() ? 'auto' : 'smooth', block: 'start' });
};

export function HeroSection() {
  return (
    <section className="hero" aria-labelledby="hero-title">
      <div className="container hero__grid">
        <div className="hero__copy">
          <span className="hero__eyebrow">Bienestar · Oportunidad · Comunidad</span>
          <h1 id="hero-title">
            Transforma Tu Futuro con <span className="hero__accent">Multyhealth</span>
          </h1>
          <p className="hero__lead">
            Únete a la red de distribuidores de Multydrink y Multytest: productos de bienestar que la gente recomienda,
            tu propia página personal y acompañamiento en cada paso.
          </p>
          <div className="hero__actions">
            <a href="#video" className="btn btn--accent btn--lg" onClick={scrollTo('video')}>
              Conocer Más
            </a>
            <a href="#testimonios" className="btn btn--outline-light btn--lg" onClick={scrollTo('testimonios')}>
              Ver Testimonios
            </a>
          </div>
          <div className="hero__claims">
            <p>
              <strong>+5,000</strong> <span>Distribuidores</span>
            </p>
            {/* Reads 'Soporte 24/7'; shown with the figure on top like the first claim. */}
            <p className="is-reversed">
              <span>Soporte</span> <strong>24/7</strong>
            </p>
          </div>
        </div>
        <div className="hero__visual">
          <img
            src={paths.images.hero}
            alt="Multydrink en botella y sobres sobre fondo verde"
            width={1200}
            height={800}
            fetchPriority="high"
            decoding="async"
          />
        </div>
      </div>
    </section>
  );
}
