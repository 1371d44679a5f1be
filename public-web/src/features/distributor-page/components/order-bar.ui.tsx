import { formatCop } from '@multyhealth/brand/tokens';
import type { Product } from '../../../api/get-products.query';
import { WhatsappIcon } from '../../../components/ui/icons.ui';
import { orderMessage, orderTotal } from '../../../lib/order-message.rules';
import { whatsappLink } from '../../../lib/whatsapp.rules';
import type { PublicPage } from '../api/get-public-page.query';
import { useRecordOrderIntent } from '../api/record-order-intent.mutation';
import { useOrderCart } from '../order-cart.store';
import { visiblePrice } from './seller-products.section';

/**
 * The sticky bar of an order being built: item count and total (when prices are shown), an optional city, and the
 * link that opens the chat with the whole order and counts the intent.
 */
export default function OrderBar({ slug, page, products }: { slug: string; page: PublicPage; products: Product[] }) {
  const { cart, setCity } = useOrderCart(slug);
  const record = useRecordOrderIntent(slug);
  const lines = products
    .filter((product) => cart.quantities[product.id])
    .map((product) => ({
      productId: product.id,
      name: product.name,
      quantity: cart.quantities[product.id],
      price: visiblePrice(product, page),
    }));
  if (lines.length === 0) return null;
  const count = lines.reduce((sum, line) => sum + line.quantity, 0);
  const total = orderTotal(lines);
  const label = `Pedir por WhatsApp (${count})${total != null ? ` · ${formatCop(total)}` : ''}`;
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
        <a
          className="btn btn--whatsapp btn--lg order-bar__send"
          href={whatsappLink(page.user.whatsapp, orderMessage(lines, cart.city))}
          target="_blank"
          rel="noopener noreferrer"
          data-testid="order-bar-link"
          onClick={() => record.mutate(lines.map(({ productId, quantity }) => ({ productId, quantity })))}
        >
          <WhatsappIcon /> {label}
        </a>
      </div>
    </div>
  );
}
