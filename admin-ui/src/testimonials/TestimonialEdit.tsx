import { ResourceEdit } from '../components/ResourcePages';
import { t } from '../i18n/es';
import { TestimonialForm } from './TestimonialForm';

export default function TestimonialEdit() {
  return (
    <ResourceEdit errorFallback={t.testimonials.updateError}>
      <TestimonialForm />
    </ResourceEdit>
  );
}
