import { queryOptions, useQuery } from '@tanstack/react-query';
import { paths } from '../config/paths';
import { api } from '../lib/api-client';

export interface Testimonial {
  id: number;
  name: string;
  city: string | null;
  videoUrl: string | null;
  photo?: string | null;
  message: string;
  rating: number;
  createdAt?: string;
}

/** The global testimonials (landing, and distributor pages whose seller has none). */
export const getTestimonials = () => api<Testimonial[]>(paths.api.testimonials);

export const testimonialsQueryOptions = () => queryOptions({ queryKey: ['testimonials'], queryFn: getTestimonials });

export const useTestimonials = (enabled = true) => useQuery({ ...testimonialsQueryOptions(), enabled });
