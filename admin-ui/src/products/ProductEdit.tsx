import { ResourceEdit } from '../components/ResourcePages';
import { t } from '../i18n/es';
import { ProductForm } from './ProductForm';

export default function ProductEdit() {
  return (
    <ResourceEdit errorFallback={t.products.updateError}>
      <ProductForm />
    </ResourceEdit>
  );
}
