import { ResourceCreate } from '../components/ResourcePages';
import { t } from '../i18n/es';
import { TestimonialForm } from './TestimonialForm';

export default function TestimonialCreate() {
  return (
    <ResourceCreate errorFallback={t.testimonials.createError}>
      <TestimonialForm create />
    </ResourceCreate>
  );
}
