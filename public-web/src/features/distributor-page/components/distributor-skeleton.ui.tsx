import { DistributorHeader } from './distributor-header.ui';

/** One section of the page while its content loads. */
export function SectionSkeleton({ height, columns = 1 }: { height: number; columns?: number }) {
  return (
    <div className="container section" aria-busy="true" aria-label="Cargando">
      <span className="skeleton" style={{ height: 32, width: 220, margin: '0 auto 24px' }} />
      <div className={columns > 1 ? `grid grid--${columns}` : undefined}>
        {Array.from({ length: columns }, (_, n) => (
          <span key={n} className="skeleton" style={{ height }} />
        ))}
      </div>
    </div>
  );
}

/** The whole page while the seller's data loads. */
export function DistributorSkeleton() {
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
