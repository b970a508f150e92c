import { useParams } from 'react-router';
import { setIdParams, shareSlugParams } from '@curio/core/study-sets';
import type { SetRef } from './set-paths';

/** The set a /sets/:id or /sets/shared/:slug screen is about; null when the address names none. */
export function useSetRef(): SetRef | null {
  const { id, slug } = useParams();
  if (slug !== undefined) {
    const parsed = shareSlugParams.safeParse({ slug });
    return parsed.success ? { slug: parsed.data.slug } : null;
  }
  const parsed = setIdParams.safeParse({ id });
  return parsed.success ? { id: parsed.data.id } : null;
}
