import { useSearchParams } from 'react-router';
import { useCategoryParam } from '../../lib/category-param';

/** The category of the screen (router state first, docs/routes.md#screens-and-web-routes) and the study query string. */
export function useStudyParams() {
  const [search] = useSearchParams();
  const get = (key: string) => search.get(key)?.trim() ?? '';
  return {
    category: useCategoryParam(),
    course: get('course'),
    module: get('module'),
    topic: get('topic'),
    subtopic: get('subtopic'),
    tag: get('tag'),
  };
}
