import { queryOptions, useQuery } from '@tanstack/react-query';
import { paths } from '../config/paths';
import { api, ApiError } from '../lib/api-client';
import type { ApiSchema } from '../lib/api-types';

export type Announcement = ApiSchema<'AnnouncementDto'>;

export interface AnnouncementPlace {
  city?: string | null;
  country?: string | null;
}

/** A non-OK answer is 'Failed to fetch announcements'; the carousel then shows its placeholder. */
async function fetchAnnouncements(url: string): Promise<Announcement[]> {
  try {
    return await api<Announcement[]>(url);
  } catch (error) {
    if (error instanceof ApiError) throw new Error('Failed to fetch announcements', { cause: error });
    throw error;
  }
}

/** The landing: every active announcement. A distributor page: those targeted at the seller's city and country. */
export const getAnnouncements = (place?: AnnouncementPlace) =>
  fetchAnnouncements(place ? paths.api.announcements(place) : paths.api.announcementsAll);

export const announcementsQueryOptions = (place?: AnnouncementPlace) =>
  queryOptions({
    queryKey: place ? ['announcements', place.city ?? '', place.country ?? ''] : ['announcements', 'all'],
    queryFn: () => getAnnouncements(place),
  });

export const useAnnouncements = (place?: AnnouncementPlace, enabled = true) =>
  useQuery({ ...announcementsQueryOptions(place), enabled });
