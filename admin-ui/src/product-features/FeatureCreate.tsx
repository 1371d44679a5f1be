import { ResourceCreate } from '../components/ResourcePages';
import { t } from '../i18n/es';
import { FeatureForm } from './FeatureForm';

export default function FeatureCreate() {
  return (
    <ResourceCreate errorFallback={t.features.createError}>
      <FeatureForm create />
    </ResourceCreate>
  );
}
