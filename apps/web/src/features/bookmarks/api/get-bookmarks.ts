import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Bookmark } from '@curio/core/learning';
import { apiFetch } from '../../../lib/api-client';

/** The user's bookmarks, newest first; a blank category means all of them. */
const getBookmarks = (category: string) =>
  apiFetch<Bookmark[]>(`/api/bookmarks${category ? `?${new URLSearchParams({ category })}` : ''}`);

const bookmarksQueryOptions = (category: string) =>
  queryOptions({ queryKey: ['bookmarks', 'list', category], queryFn: () => getBookmarks(category) });

export const useBookmarks = (category: string) => useQuery(bookmarksQueryOptions(category));
