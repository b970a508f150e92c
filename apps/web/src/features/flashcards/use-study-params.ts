import { useSearchParams } from 'react-router';
import { useCategoryParam } from '../../lib/category-param';
import { studyParamsOf } from './api/get-flashcards';

/** The category of the screen (router state first, docs/routes.md#screens-and-web-routes) and the study query string. */
export function useStudyParams() {
  const [search] = useSearchParams();
  return studyParamsOf(useCategoryParam(), search);
}
