import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ContentGroup, ContentKind } from '@curio/core/catalogue';
import { apiFetch } from '../../../lib/api-client';

/** Questions or flashcards grouped by course, module and topic, with counts. */
const getContentGroups = (kind: ContentKind) => apiFetch<ContentGroup[]>(`/api/admin/groups?kind=${kind}`);

const contentGroupsQueryOptions = (kind: ContentKind) =>
  queryOptions({ queryKey: ['admin', 'groups', kind], queryFn: () => getContentGroups(kind) });

export const useContentGroups = (kind: ContentKind) => useQuery(contentGroupsQueryOptions(kind));
