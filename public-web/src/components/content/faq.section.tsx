import { Section } from './section.ui';
import { useId, useState } from 'react';
import type { Faq } from '../../api/get-faq.query';
import { LoadFailed } from '../ui/error-boundary.ui';
import { ExpandIcon } from '../ui/icons.ui';
import './faq.section.css';

/** 'Preguntas Frecuentes': one answer open at a time; clicking the open question closes it. */
export function FaqSection({
  faqs,
  isLoading = false,
  onRetry,
  soft = false,
}: {
  faqs: Faq[] | undefined;
  isLoading?: boolean;
  onRetry?: () => void;
  soft?: boolean;
}) {
  const [openId, setOpenId] = useState<number | null>(null);
  const baseId = useId();
  return (
    <Section id="faq" soft={soft} eyebrow="FAQ" title="Preguntas Frecuentes">
      <div className="faq">
        {onRetry && !faqs && <LoadFailed title="No pudimos cargar las preguntas frecuentes" retry={onRetry} compact />}
        {isLoading && !faqs
          ? [1, 2, 3].map((n) => <span key={n} className="skeleton" style={{ height: 64 }} />)
          : [...(faqs ?? [])]
              .sort((a, b) => a.order - b.order)
              .map((faq) => {
                const open = openId === faq.id;
                const panelId = `${baseId}-${faq.id}`;
                return (
                  <div key={faq.id} className={`faq__item${open ? ' is-open' : ''}`}>
                    <h3>
                      <button
                        type="button"
                        className="faq__question"
                        aria-expanded={open}
                        aria-controls={panelId}
                        onClick={() => setOpenId(open ? null : faq.id)}
                      >
                        <span>{faq.question}</span>
                        <ExpandIcon className="faq__chevron" />
                      </button>
                    </h3>
                    <div id={panelId} className="faq__panel" role="region" aria-label={faq.question} hidden={!open}>
                      <p>{faq.answer}</p>
                    </div>
                  </div>
                );
              })}
      </div>
    </Section>
  );
}
