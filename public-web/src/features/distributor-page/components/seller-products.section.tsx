import { Section } from '../../../components/content/section.ui';
import { formatCop } from '@multyhealth/brand/tokens';
import type { Product } from '../../../api/get-products.query';
import { ProductCard } from '../../../components/content/product-card.ui';
import { WhatsappIcon } from '../../../components/ui/icons.ui';
import { paths } from '../../../config/paths';
import { productMessage } from '../../../lib/whatsapp.rules';
import type { PublicPage } from '../api/get-public-page.query';
import { useOrderCart } from '../order-cart.store';
import { QuantityControl } from './quantity-control.ui';
import { WhatsappLink } from './whatsapp-link.ui';

/** The price a visitor sees: only with showPrices and a price; the seller's custom price replaces the default. */
export function visiblePrice(product: Product, page: PublicPage): number | null {
  if (!page.user.showPrices) return null;
  const custom = page.userProductPrices.find((p) => p.productId === product.id);
  const price = custom ? custom.customPrice : product.price;
  return price ?? null;
}

/**
 * The catalogue in one order form: with JavaScript the cart bar sends the order; without it (or before hydration)
 * the form posts to the server, which stores the order and redirects to WhatsApp.
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
                  <WhatsappLink
                    slug={slug}
                    phone={page.user.whatsapp}
                    message={productMessage(product.name, price, quantity)}
                    className="btn btn--whatsapp dp-products__cta"
                    productId={product.id}
                  >
                    <WhatsappIcon /> Pedir por WhatsApp
                  </WhatsappLink>
                </div>
              </ProductCard>
            );
          })}
        </div>
        {ordering && (
          <noscript>
            <div className="dp-order-form__send">
              <label>
                <span className="visually-hidden">Tu ciudad (opcional)</span>
                <input type="text" name="city" maxLength={100} placeholder="Tu ciudad (opcional)" />
              </label>
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
