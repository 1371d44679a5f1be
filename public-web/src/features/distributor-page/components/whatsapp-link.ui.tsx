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
}

/** A chat link that records the click first (POST, keepalive) and then lets the browser open wa.me. */
export function WhatsappLink({ slug, phone, message, className = 'btn btn--whatsapp', children, label }: WhatsappLinkProps) {
  const record = useRecordWhatsappClick(slug);
  return (
    <a className={className} href={whatsappLink(phone, message)} target="_blank" rel="noopener noreferrer" aria-label={label} onClick={() => record.mutate()}>
      {children}
    </a>
  );
}
