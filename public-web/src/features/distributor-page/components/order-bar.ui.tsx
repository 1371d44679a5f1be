import { formatCop } from '@multyhealth/brand/tokens';
import type { Product } from '../../../api/get-products.query';
import { WhatsappIcon } from '../../../components/ui/icons.ui';
import { orderTotal } from '../../../lib/order-message.rules';
import type { PublicPage } from '../api/get-public-page.query';
import { useCustomerDetails } from '../customer-details.store';
import { useOrderCart } from '../order-cart.store';
import { useSendOrder } from '../send-order.hook';
import { CustomerFields } from './customer-fields.ui';
import { useOrderBarHeight } from './order-bar-height.hook';
import { OrderSent } from './order-sent.ui';
import { visiblePrice } from './seller-products.section';
import './order-bar.css';

/**
 * The sticky bar of an order being built: item count and total (when prices are shown), the visitor's optional
 * details, and the button that stores the order. Once stored, the bar shows the reference with the chat link and the
 * customer's order page until the visitor closes it.
 */
export default function OrderBar({ slug, page, products }: { slug: string; page: PublicPage; products: Product[] }) {
  const { cart, markSent, closeSent } = useOrderCart(slug);
  const { clearNote } = useCustomerDetails();
  const { send, error, pending } = useSendOrder(slug, page);
  const barRef = useOrderBarHeight();
  const lines = products
    .filter((product) => cart.quantities[product.id])
    .map((product) => ({
      productId: product.id,
      name: product.name,
      quantity: cart.quantities[product.id],
      price: visiblePrice(product, page),
    }));
  const sent = cart.sent && <OrderSent sent={cart.sent} onClose={closeSent} />;
  if (lines.length === 0) {
    if (!cart.sent && !error) return null;
    return (
      <div className="order-bar order-bar--sent" ref={barRef}>
        <div className="container order-bar__inner">
          {sent}
          {error && (
            <p className="order-bar__error" role="alert">
              {error}
            </p>
          )}
        </div>
      </div>
    );
  }
  const count = lines.reduce((sum, line) => sum + line.quantity, 0);
  const total = orderTotal(lines);
  const label = `Pedir por WhatsApp (${count})${total != null ? ` · ${formatCop(total)}` : ''}`;

  const submit = () =>
    void send(
      lines.map(({ productId, quantity }) => ({ productId, quantity })),
      (placed) => {
        markSent(placed);
        clearNote();
      },
    );

  return (
    <div className="order-bar" role="region" aria-label="Tu pedido" ref={barRef}>
      <div className="container order-bar__inner">
        {sent}
        <p className="order-bar__summary">{lines.map((line) => `${line.quantity} × ${line.name}`).join(' · ')}</p>
        <CustomerFields sellerCountry={page.user.country} />
        <button
          type="button"
          className="btn btn--whatsapp btn--lg order-bar__send"
          data-testid="order-bar-link"
          disabled={pending}
          onClick={submit}
        >
          <WhatsappIcon /> {pending ? 'Enviando pedido...' : label}
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
