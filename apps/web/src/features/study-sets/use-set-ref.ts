import { useParams, type Params } from 'react-router';
import { SHARE_SLUG, setIdOf } from '@curio/core/study-sets-rules';
import type { SetRef } from './set-paths';

/** The set a /sets/:id or /sets/shared/:slug address is about; null when it names none. */
export function setRefOf({ id, slug }: Params): SetRef | null {
  if (slug !== undefined) return SHARE_SLUG.test(slug) ? { slug } : null;
  const setId = setIdOf(id);
  return setId === null ? null : { id: setId };
}

/** The set the screen at this address is about; null when the address names none. */
export const useSetRef = (): SetRef | null => setRefOf(useParams());
