import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PersonProfile } from '@curio/core/people';
import { apiFetch } from '../../../lib/api-client';

/** A person page's header: profile, follower and following counts, whether I follow them. */
const getPerson = (username: string) => apiFetch<PersonProfile>(`/api/people/${encodeURIComponent(username)}`);

const personQueryKey = (username: string) => ['people', 'person', username.toLowerCase()] as const;

const personQueryOptions = (username: string) => queryOptions({ queryKey: personQueryKey(username), queryFn: () => getPerson(username) });

export const usePerson = (username: string) => useQuery(personQueryOptions(username));
