import { ResourceEdit } from '../components/ResourcePages';
import { t } from '../i18n/es';
import { FeatureForm } from './FeatureForm';

export default function FeatureEdit() {
  return (
    <ResourceEdit errorFallback={t.features.updateError}>
      <FeatureForm />
    </ResourceEdit>
  );
}
