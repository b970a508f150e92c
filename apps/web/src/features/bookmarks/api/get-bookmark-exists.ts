import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BookmarkExists } from '@curio/core/learning';
import { apiFetch } from '../../../lib/api-client';

/** The existence check matches on user, category, module and concept (docs/routes.md#api). */
export interface BookmarkExistsParams {
  category: string;
  module: string | null;
  concept: string;
}

const getBookmarkExists = ({ category, module, concept }: BookmarkExistsParams) =>
  apiFetch<BookmarkExists>(`/api/bookmarks/exists?${new URLSearchParams({ category, concept, ...(module ? { module } : {}) })}`);

export const bookmarkExistsQueryOptions = (params: BookmarkExistsParams, enabled: boolean) =>
  queryOptions({ queryKey: ['bookmarks', 'exists', params], queryFn: () => getBookmarkExists(params), enabled });

export const useBookmarkExists = (params: BookmarkExistsParams, enabled: boolean) =>
  useQuery(bookmarkExistsQueryOptions(params, enabled));
