import { ResourceCreate } from '../components/ResourcePages';
import { t } from '../i18n/es';
import { AnnouncementForm } from './AnnouncementForm';

export default function AnnouncementCreate() {
  return (
    <ResourceCreate errorFallback={t.announcements.createError}>
      <AnnouncementForm create />
    </ResourceCreate>
  );
}
