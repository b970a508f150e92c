import { Navigate, useParams, useSearchParams } from 'react-router';
import { normalizeCategoryName } from '@curio/core/kids-lock';
import { parseStudyMode } from '@curio/core/quiz-rules';
import { modeChooserPath, selectorPath } from '../../../lib/category-paths';

/**
 * /quiz/{cat}/{course}?mode= from the spec's route table: the chooser and the selector live under
 * /category/{cat}, so this address forwards there (to the selector when a valid mode is given).
 */
export function CourseLinkRedirect() {
  const { cat = '', course = '' } = useParams();
  const [params] = useSearchParams();
  const category = normalizeCategoryName(cat);
  const mode = parseStudyMode(params.get('mode'));
  return <Navigate to={mode ? selectorPath(category, { course, mode }) : modeChooserPath(category, course)} replace />;
}
