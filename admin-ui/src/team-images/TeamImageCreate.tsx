import { ResourceCreate } from '../components/ResourcePages';
import { t } from '../i18n/es';
import { TeamImageForm } from './TeamImageForm';

export default function TeamImageCreate() {
  return (
    <ResourceCreate errorFallback={t.team.createError}>
      <TeamImageForm create />
    </ResourceCreate>
  );
}
