import { WhatsappIcon } from '../../../components/ui/icons.ui';
import type { SentOrder } from '../order-cart.store';

/**
 * The order just placed: its reference, the chat with the seller (opened by the visitor's own tap, once the order is
 * stored: nothing opens before, so a failed send never leaves a blank tab) and the customer's page of the order. It
 * stays, at every width, until the visitor closes it.
 */
export function OrderSent({ sent, onClose }: { sent: SentOrder; onClose: () => void }) {
  return (
    <div className="order-sent" role="status" data-testid="order-sent-panel">
      <p className="order-sent__text" data-testid="order-sent">
        Tu pedido <strong>{sent.reference}</strong> fue enviado a {sent.firstName}
      </p>
      <div className="order-sent__actions">
        <a
          className="btn btn--whatsapp order-sent__chat"
          href={sent.whatsappUrl}
          target="_blank"
          rel="nofollow noopener noreferrer"
        >
          <WhatsappIcon /> Escribir a {sent.firstName} por WhatsApp
        </a>
        <a className="order-sent__track" href={sent.trackingUrl} rel="nofollow noreferrer">
          Sigue tu pedido
        </a>
        <button type="button" className="order-sent__close" aria-label="Cerrar el aviso del pedido" onClick={onClose}>
          ×
        </button>
      </div>
    </div>
  );
}
