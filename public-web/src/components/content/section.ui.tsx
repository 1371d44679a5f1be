import type { ReactNode } from 'react';

interface SectionProps {
  /** The anchor; the heading's id is `${id}-title` unless `titleId` says otherwise. */
  id?: string;
  titleId?: string;
  soft?: boolean;
  className?: string;
  eyebrow?: ReactNode;
  title: ReactNode;
  lead?: ReactNode;
  children: ReactNode;
  /** Rendered after the centred container, still inside the section (a dialog, for instance). */
  after?: ReactNode;
}

/** A page section: the eyebrow, heading and lead above its content, the section named by its heading. */
export function Section({
  id,
  titleId = `${id}-title`,
  soft,
  className,
  eyebrow,
  title,
  lead,
  children,
  after,
}: SectionProps) {
  const classes = ['section', soft && 'section--soft', className].filter(Boolean).join(' ');
  return (
    <section id={id} className={classes} aria-labelledby={titleId}>
      <div className="container">
        <div className="section-head">
          {eyebrow && <span className="eyebrow">{eyebrow}</span>}
          <h2 className="section-title" id={titleId}>
            {title}
          </h2>
          {lead && <p className="section-lead">{lead}</p>}
        </div>
        {children}
      </div>
      {after}
    </section>
  );
}
