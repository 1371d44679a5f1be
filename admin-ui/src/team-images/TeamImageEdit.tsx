import { ResourceEdit } from '../components/ResourcePages';
import { t } from '../i18n/es';
import { TeamImageForm } from './TeamImageForm';

export default function TeamImageEdit() {
  return (
    <ResourceEdit errorFallback={t.team.updateError}>
      <TeamImageForm />
    </ResourceEdit>
  );
}
