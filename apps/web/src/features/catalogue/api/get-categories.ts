import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Category } from '@curio/core/category-list';
import { apiFetch } from '../../../lib/api-client';

/** Every category this visitor may see (the server applies Kids Lock), with defaults filled. */
const getCategories = () => apiFetch<Category[]>('/api/categories');

const categoriesQueryOptions = () =>
  queryOptions({
    queryKey: ['catalogue', 'categories'],
    queryFn: getCategories,
    staleTime: 5 * 60_000,
    // a failure has a good answer at once, the local list (docs/product.md#errors): no retries to wait through
    retry: false,
  });

export const useCategories = () => useQuery(categoriesQueryOptions());
