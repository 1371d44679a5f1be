import TestimonialIcon from '@mui/icons-material/RateReview';
import { lazy } from 'react';

export default {
  list: lazy(() => import('./TestimonialList')),
  edit: lazy(() => import('./TestimonialEdit')),
  create: lazy(() => import('./TestimonialCreate')),
  icon: TestimonialIcon,
  recordRepresentation: 'name',
};
