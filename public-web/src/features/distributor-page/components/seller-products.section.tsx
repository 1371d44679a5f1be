import { Section } from '../../../components/content/section.ui';
import { formatCop } from '@multyhealth/brand/tokens';
import type { Product } from '../../../api/get-products.query';
import { ProductCard } from '../../../components/content/product-card.ui';
import { WhatsappIcon } from '../../../components/ui/icons.ui';
import { paths } from '../../../config/paths';
import type { PublicPage } from '../api/get-public-page.query';
import { useOrderCart } from '../order-cart.store';
import { useSendOrder } from '../send-order.hook';
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
        {ordering && (
          <noscript>
            <div className="dp-order-form__send">
              <NoScriptField name="customerName" label="Tu nombre (opcional)" max={100} />
              <NoScriptField name="customerPhone" label="Tu WhatsApp (opcional)" max={30} />
              <NoScriptField name="city" label="Tu ciudad (opcional)" max={100} />
              <NoScriptField name="note" label="Nota para el vendedor (opcional)" max={500} />
              <button type="submit" className="btn btn--whatsapp btn--lg">
                Enviar pedido por WhatsApp
              </button>
            </div>
          </noscript>
        )}
      </form>
    </Section>
  );
}

function NoScriptField({ name, label, max }: { name: string; label: string; max: number }) {
  return (
    <label>
      <span className="visually-hidden">{label}</span>
      <input type={name === 'customerPhone' ? 'tel' : 'text'} name={name} maxLength={max} placeholder={label} />
    </label>
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
