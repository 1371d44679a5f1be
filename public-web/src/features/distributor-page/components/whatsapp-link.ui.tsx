import type { ReactNode } from 'react';
import { whatsappLink } from '../../../lib/whatsapp.rules';
import { useRecordWhatsappClick } from '../api/record-whatsapp-click.mutation';

interface WhatsappLinkProps {
  slug: string;
  phone: string;
  message: string;
  className?: string;
  children: ReactNode;
  label?: string;
  /** Out of sight (a floating button scrolled away): skipped by keyboard and screen readers. */
  hidden?: boolean;
  /** The product of a product's own button. */
  productId?: number;
}

/** A chat link that records the click first (POST, keepalive) and then lets the browser open wa.me. */
export function WhatsappLink({
  slug,
  phone,
  message,
  className = 'btn btn--whatsapp',
  children,
  label,
  hidden = false,
  productId,
}: WhatsappLinkProps) {
  const record = useRecordWhatsappClick(slug, productId);
  return (
    <a
      className={className}
      href={whatsappLink(phone, message)}
      target="_blank"
      rel="nofollow noopener noreferrer"
      aria-label={label}
      aria-hidden={hidden || undefined}
      tabIndex={hidden ? -1 : undefined}
      onClick={() => record.mutate()}
    >
      {children}
    </a>
  );
}
