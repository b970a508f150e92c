import { useParams, type Params } from 'react-router';
import { setIdParams, shareSlugParams } from '@curio/core/study-sets';
import type { SetRef } from './set-paths';

/** The set a /sets/:id or /sets/shared/:slug address is about; null when it names none. */
export function setRefOf({ id, slug }: Params): SetRef | null {
  if (slug !== undefined) {
    const parsed = shareSlugParams.safeParse({ slug });
    return parsed.success ? { slug: parsed.data.slug } : null;
  }
  const parsed = setIdParams.safeParse({ id });
  return parsed.success ? { id: parsed.data.id } : null;
}

/** The set the screen at this address is about; null when the address names none. */
export const useSetRef = (): SetRef | null => setRefOf(useParams());
