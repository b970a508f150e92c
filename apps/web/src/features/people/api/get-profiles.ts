import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ProfileCard } from '@curio/core/people';
import { PEOPLE_MSG, profilesLoadFailedText } from '@curio/core/usecase-messages';
import { apiFetch, isApiError } from '../../../lib/api-client';

/** Explore People's profiles, with the spec's failure texts (§8). */
export async function getProfiles(): Promise<ProfileCard[]> {
  try {
    return await apiFetch<ProfileCard[]>('/api/profiles');
  } catch (err) {
    if (isApiError(err) && err.status > 0) throw new Error(profilesLoadFailedText(err.status), { cause: err });
    throw new Error(PEOPLE_MSG.networkError, { cause: err });
  }
}

export const profilesQueryOptions = () => queryOptions({ queryKey: ['people', 'profiles'], queryFn: getProfiles });

export const useProfiles = () => useQuery(profilesQueryOptions());
