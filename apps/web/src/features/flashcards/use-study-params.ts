import { useParams, useSearchParams } from 'react-router';
import { normalizeCategoryName } from '@curio/core/kids-lock';

/** The category of the route (lower-cased and trimmed, spec §2) and the study query string. */
export function useStudyParams() {
  const { cat = '' } = useParams();
  const [search] = useSearchParams();
  const get = (key: string) => search.get(key)?.trim() ?? '';
  return {
    category: normalizeCategoryName(cat),
    course: get('course'),
    module: get('module'),
    topic: get('topic'),
    subtopic: get('subtopic'),
    tag: get('tag'),
  };
}
