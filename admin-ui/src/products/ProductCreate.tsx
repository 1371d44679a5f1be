import { ResourceCreate } from '../components/ResourcePages';
import { t } from '../i18n/es';
import { ProductForm } from './ProductForm';

export default function ProductCreate() {
  return (
    <ResourceCreate errorFallback={t.products.createError}>
      <ProductForm create />
    </ResourceCreate>
  );
}
