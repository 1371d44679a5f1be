import { Section } from '../../../components/content/section.ui';
import { formatCop } from '@multyhealth/brand/tokens';
import type { Product } from '../../../api/get-products.query';
import { ProductCard } from '../../../components/content/product-card.ui';
import { WhatsappIcon } from '../../../components/ui/icons.ui';
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
  return (
    <Section id="productos" soft eyebrow="Productos" title="Nuestros Productos">
      <div className="grid grid--2 dp-products">
        {products.map((product) => {
          const price = visiblePrice(product, page);
          return (
            <ProductCard key={product.id} product={product}>
              {price != null && <p className="dp-price">{formatCop(price)}</p>}
              <div className="dp-products__actions">
                <QuantityControl
                  name={product.name}
                  value={cart.quantities[product.id] ?? 0}
                  onChange={(quantity) => setQuantity(product.id, quantity)}
                />
                <WhatsappLink
                  slug={slug}
                  phone={page.user.whatsapp}
                  message={productMessage(product.name, price)}
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
    </Section>
  );
}
