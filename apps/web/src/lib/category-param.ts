import { useLocation, useParams } from 'react-router';
import { normalizeCategoryName } from '@curio/core/kids-lock';

/** The category of a /category/{cat} screen: router state first, then the route parameter (docs/routes.md#screens-and-web-routes). */
export function useCategoryParam(): string {
  const { cat = '' } = useParams();
  const { state } = useLocation();
  const fromState = (state as { category?: unknown } | null)?.category;
  return normalizeCategoryName(typeof fromState === 'string' && fromState.trim() ? fromState : cat);
}
