import { Section } from '../../../components/content/section.ui';
import { formatCop } from '@multyhealth/brand/tokens';
import type { Product } from '../../../api/get-products.query';
import { ProductCard } from '../../../components/content/product-card.ui';
import { WhatsappIcon } from '../../../components/ui/icons.ui';
import { paths } from '../../../config/paths';
import type { PublicPage } from '../api/get-public-page.query';
import { useOrderCart } from '../order-cart.store';
import { useSendOrder } from '../send-order.hook';
import { NoScriptSend } from './no-script-send.ui';
import { QuantityControl } from './quantity-control.ui';

/** The price a visitor sees: only with showPrices and a price; the seller's custom price replaces the default. */
export function visiblePrice(product: Product, page: PublicPage): number | null {
  if (!page.user.showPrices) return null;
  const custom = page.userProductPrices.find((p) => p.productId === product.id);
  const price = custom ? custom.customPrice : product.price;
  return price ?? null;
}

/**
 * The catalogue in one order form: with JavaScript the cart bar (or a product's own button) stores the order; without
 * it (or before hydration) the form posts to the server, which stores it and answers a page with the reference and
 * the chat. A product's button orders that product alone (`product`), at its chosen quantity or one.
 */
export function SellerProductsSection({
  slug,
  page,
  products,
}: {
  slug: string;
  page: PublicPage;
  products: Product[];
}) {
  const { cart, setQuantity } = useOrderCart(slug);
  const ordering = Object.keys(cart.quantities).length > 0;
  return (
    <Section id="productos" soft eyebrow="Productos" title="Nuestros Productos">
      <form
        method="post"
        action={paths.api.orderForm(slug)}
        className="dp-order-form"
        onSubmit={(event) => event.preventDefault()}
      >
        {/* The form's default button: Enter in a quantity sends the order instead of pressing the first −. */}
        <button type="submit" className="visually-hidden" tabIndex={-1} aria-hidden="true">
          Enviar pedido
        </button>
        <div className="grid grid--2 dp-products">
          {products.map((product) => {
            const price = visiblePrice(product, page);
            const quantity = cart.quantities[product.id] ?? 0;
            return (
              <ProductCard key={product.id} product={product}>
                {price != null && <p className="dp-price">{formatCop(price)}</p>}
                <div className="dp-products__actions">
                  <QuantityControl
                    productId={product.id}
                    name={product.name}
                    value={quantity}
                    onChange={(next) => setQuantity(product.id, next)}
                  />
                  <ProductOrderButton slug={slug} page={page} productId={product.id} quantity={quantity} />
                </div>
              </ProductCard>
            );
          })}
        </div>
        {/* Only the server fills it: a browser with JavaScript never shows it, so it stays out of the page's bundle. */}
        {ordering && <noscript>{import.meta.env.SSR && <NoScriptSend />}</noscript>}
      </form>
    </Section>
  );
}

/**
 * A product's 'Pedir por WhatsApp': an order of that product alone, stored before anything opens; the order bar then
 * shows its reference and the chat. Without JavaScript it submits the page's form with `product`.
 */
function ProductOrderButton({
  slug,
  page,
  productId,
  quantity,
}: {
  slug: string;
  page: PublicPage;
  productId: number;
  quantity: number;
}) {
  const { markSent } = useOrderCart(slug);
  const { send, error, pending } = useSendOrder(slug, page);
  return (
    <>
      <button
        type="submit"
        name="product"
        value={productId}
        className="btn btn--whatsapp dp-products__cta"
        disabled={pending}
        onClick={(event) => {
          event.preventDefault();
          void send([{ productId, quantity: Math.max(1, quantity) }], (sent) => markSent(sent, productId));
        }}
      >
        <WhatsappIcon /> Pedir por WhatsApp
      </button>
      {error && (
        <p className="dp-products__error" role="alert">
          {error}
        </p>
      )}
    </>
  );
}
