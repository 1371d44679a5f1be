import { ResourceCreate } from '../components/ResourcePages';
import { t } from '../i18n/es';
import { FaqForm } from './FaqForm';

export default function FaqCreate() {
  return (
    <ResourceCreate errorFallback={t.faq.createError}>
      <FaqForm create />
    </ResourceCreate>
  );
}
