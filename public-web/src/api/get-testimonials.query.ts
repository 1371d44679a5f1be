import { queryOptions, useQuery } from '@tanstack/react-query';
import { paths } from '../config/paths';
import { api } from '../lib/api-client';
import type { ApiSchema } from '../lib/api-types';

/** A testimonial card: what both the global list and a seller's page carry. */
export type Testimonial = ApiSchema<'PublicTestimonialDto'>;

/** The global testimonials (landing, and distributor pages whose seller has none). */
export const getTestimonials = () => api<ApiSchema<'TestimonialDto'>[]>(paths.api.testimonials);

export const testimonialsQueryOptions = () => queryOptions({ queryKey: ['testimonials'], queryFn: getTestimonials });

export const useTestimonials = (enabled = true) => useQuery({ ...testimonialsQueryOptions(), enabled });
