import { ResourceEdit } from '../components/ResourcePages';
import { t } from '../i18n/es';
import { FaqForm } from './FaqForm';

export default function FaqEdit() {
  return (
    <ResourceEdit errorFallback={t.faq.updateError}>
      <FaqForm />
    </ResourceEdit>
  );
}
