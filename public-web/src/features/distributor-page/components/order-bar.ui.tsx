import { useState } from 'react';
import { formatCop } from '@multyhealth/brand/tokens';
import type { Product } from '../../../api/get-products.query';
import { WhatsappIcon } from '../../../components/ui/icons.ui';
import { ApiError } from '../../../lib/api-client';
import { orderTotal } from '../../../lib/order-message.rules';
import type { PublicPage } from '../api/get-public-page.query';
import { usePlaceOrder } from '../api/place-order.mutation';
import { useOrderCart } from '../order-cart.store';
import { visiblePrice } from './seller-products.section';

/**
 * The sticky bar of an order being built: item count and total (when prices are shown), an optional city, and the
 * button that stores the order and opens the chat with it and its reference. Once sent, the cart is emptied and the
 * bar shows the reference.
 */
export default function OrderBar({ slug, page, products }: { slug: string; page: PublicPage; products: Product[] }) {
  const { cart, setCity, markSent } = useOrderCart(slug);
  const place = usePlaceOrder(slug);
  const [error, setError] = useState<string | null>(null);
  const lines = products
    .filter((product) => cart.quantities[product.id])
    .map((product) => ({
      productId: product.id,
      name: product.name,
      quantity: cart.quantities[product.id],
      price: visiblePrice(product, page),
    }));
  if (lines.length === 0) {
    if (!cart.sent) return null;
    return (
      <div className="order-bar order-bar--sent" role="status" data-testid="order-sent">
        <div className="container order-bar__inner">
          <p className="order-bar__summary">
            Tu pedido <strong>{cart.sent.reference}</strong> fue enviado a {cart.sent.firstName}
          </p>
        </div>
      </div>
    );
  }
  const count = lines.reduce((sum, line) => sum + line.quantity, 0);
  const total = orderTotal(lines);
  const label = `Pedir por WhatsApp (${count})${total != null ? ` · ${formatCop(total)}` : ''}`;

  const send = () => {
    setError(null);
    // Opened within the tap, or the browser would block it; it goes to the chat once the order has its reference.
    const chat = window.open('', '_blank');
    if (chat) chat.opener = null;
    place.mutate(
      {
        items: lines.map(({ productId, quantity }) => ({ productId, quantity })),
        ...(cart.city.trim() && { city: cart.city.trim() }),
      },
      {
        onSuccess: (placed) => {
          if (chat) chat.location.href = placed.whatsappUrl;
          else window.location.href = placed.whatsappUrl;
          markSent({ reference: placed.reference, firstName: page.user.name.trim().split(/\s+/)[0] });
        },
        onError: (failure) => {
          chat?.close();
          setError(
            failure instanceof ApiError && failure.serverMessage
              ? failure.serverMessage
              : 'No se pudo enviar el pedido. Inténtalo de nuevo.',
          );
        },
      },
    );
  };

  return (
    <div className="order-bar" role="region" aria-label="Tu pedido">
      <div className="container order-bar__inner">
        <p className="order-bar__summary">{lines.map((line) => `${line.quantity} × ${line.name}`).join(' · ')}</p>
        <label className="order-bar__city">
          <span className="visually-hidden">Tu ciudad (opcional)</span>
          <input
            type="text"
            value={cart.city}
            maxLength={100}
            placeholder="Tu ciudad (opcional)"
            autoComplete="address-level2"
            onChange={(event) => setCity(event.target.value)}
          />
        </label>
        <button
          type="button"
          className="btn btn--whatsapp btn--lg order-bar__send"
          data-testid="order-bar-link"
          disabled={place.isPending}
          onClick={send}
        >
          <WhatsappIcon /> {place.isPending ? 'Enviando pedido...' : label}
        </button>
        {error && (
          <p className="order-bar__error" role="alert">
            {error}
          </p>
        )}
      </div>
    </div>
  );
}
