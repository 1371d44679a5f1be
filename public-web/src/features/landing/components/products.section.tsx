import { Section } from '../../../components/content/section.ui';
import { useProducts } from '../../../api/get-products.query';
import { ProductCard } from '../../../components/content/product-card.ui';
import { LoadFailed } from '../../../components/ui/error-boundary.ui';
import { WhatsappIcon } from '../../../components/ui/icons.ui';
import { productMessage, whatsappLink } from '../../../lib/whatsapp.rules';
import { useCompanyWhatsapp } from '../../../lib/company-whatsapp.context';

export function ProductsSection() {
  const company = useCompanyWhatsapp();
  const { data, isLoading, isError, refetch } = useProducts();
  return (
    <Section
      id="productos"
      soft
      eyebrow="Productos"
      title="Nuestros Productos"
      lead="Lo que vas a recomendar con orgullo, y lo que tus clientes van a pedir otra vez."
    >
      <div className="grid grid--2 products">
        {isError && !data && <LoadFailed title="No pudimos cargar los productos" retry={() => refetch()} compact />}
        {isLoading && [1, 2].map((n) => <span key={n} className="skeleton" style={{ height: 480 }} />)}
        {(data ?? []).map((product) => (
          <ProductCard key={product.id} product={product}>
            <a
              className="btn btn--whatsapp product-card__cta"
              href={whatsappLink(company, productMessage(product.name))}
              target="_blank"
              rel="noopener noreferrer"
            >
              <WhatsappIcon /> Pedir información
            </a>
          </ProductCard>
        ))}
      </div>
    </Section>
  );
}
