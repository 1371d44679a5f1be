import { ResourceCreate } from '../components/ResourcePages';
import { t } from '../i18n/es';
import { MaterialForm } from './MaterialForm';

export default function MaterialCreate() {
  return (
    <ResourceCreate errorFallback={t.material.createError}>
      <MaterialForm create />
    </ResourceCreate>
  );
}
