import { ResourceEdit } from '../components/ResourcePages';
import { t } from '../i18n/es';
import { MaterialForm } from './MaterialForm';

export default function MaterialEdit() {
  return (
    <ResourceEdit errorFallback={t.material.updateError}>
      <MaterialForm />
    </ResourceEdit>
  );
}
