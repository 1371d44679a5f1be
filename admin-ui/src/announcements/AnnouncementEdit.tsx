import { ResourceEdit } from '../components/ResourcePages';
import { t } from '../i18n/es';
import { AnnouncementForm } from './AnnouncementForm';

export default function AnnouncementEdit() {
  return (
    <ResourceEdit errorFallback={t.announcements.updateError}>
      <AnnouncementForm />
    </ResourceEdit>
  );
}
