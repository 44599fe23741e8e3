import type { SeasonCalendar } from '@durio/shared/schemas/season';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { apiPaths } from '@/lib/paths';

/** The harvest calendar: every variety of the verified farms, by region and month, and what is in season today. */
export function getSeasonCalendar(signal?: AbortSignal): Promise<SeasonCalendar> {
  return apiRequest<SeasonCalendar>(apiPaths.seasonCalendar, { signal });
}

export const seasonCalendarQueryOptions = () =>
  queryOptions({
    queryKey: ['season', 'calendar'],
    queryFn: ({ signal }) => getSeasonCalendar(signal),
  });

export function useSeasonCalendar() {
  return useQuery(seasonCalendarQueryOptions());
}
