import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CatalogueTree } from '@curio/core/catalogue';
import { apiFetch } from '../../../lib/api-client';

const getCatalogueTree = () => apiFetch<CatalogueTree>('/api/catalogue/tree');

const catalogueTreeQueryOptions = () =>
  queryOptions({ queryKey: ['catalogue', 'tree'], queryFn: getCatalogueTree, staleTime: 5 * 60_000 });

export const useCatalogueTree = () => useQuery(catalogueTreeQueryOptions());
