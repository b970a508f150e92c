import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { PROFILES_PAGE_SIZE } from '@curio/core/limits';
import type { ProfileCard } from '@curio/core/people';
import { PEOPLE_MSG, profilesLoadFailedText } from '@curio/core/usecase-messages';
import { apiFetch, isApiError } from '../../../lib/api-client';

/** A page of Explore People (after: the last username of the page before), with the product's failure texts (docs/product.md#errors). */
async function getProfiles(q: string, after: string | null, signal?: AbortSignal): Promise<ProfileCard[]> {
  const params = new URLSearchParams({ limit: String(PROFILES_PAGE_SIZE) });
  if (q.trim()) params.set('q', q.trim());
  if (after) params.set('after', after);
  try {
    return await apiFetch<ProfileCard[]>(`/api/profiles?${params}`, { signal });
  } catch (err) {
    if (isApiError(err) && err.status > 0) throw new Error(profilesLoadFailedText(err.status), { cause: err });
    throw new Error(PEOPLE_MSG.networkError, { cause: err });
  }
}

const profilesQueryKey = ['people', 'profiles'] as const;

const profilesQueryOptions = (q: string) =>
  infiniteQueryOptions({
    queryKey: [...profilesQueryKey, q.trim()],
    queryFn: ({ pageParam, signal }) => getProfiles(q, pageParam, signal),
    initialPageParam: null as string | null,
    // a full page may have a next one; a short one is the last
    getNextPageParam: (lastPage) => (lastPage.length === PROFILES_PAGE_SIZE ? (lastPage.at(-1)?.username ?? undefined) : undefined),
  });

export const useProfiles = (q: string) => useInfiniteQuery(profilesQueryOptions(q));
