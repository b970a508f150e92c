import type { QuizQuestion } from '@curio/core/catalogue';
import { ERROR_CODE } from '@curio/core/errors';
import { ACCOUNT_MSG } from '@curio/core/account-messages';
import { isCategoryAllowed, normalizeCategoryName } from '@curio/core/kids-lock';
import { RESULTS_MSG } from '@curio/core/learning-messages';
import type { AttemptSourceData } from '@curio/core/quiz-attempts';
import { ATTEMPT_MSG } from '@curio/core/quiz-messages';
import { REVIEW_MSG } from '@curio/core/review-messages';
import { RETAKE_MSG } from '@curio/core/study-messages';
import { SETS_CATEGORY } from '@curio/core/study-sets-rules';
import type { SessionUser } from '../../auth/auth.plugin';
import type { Db } from '../../db/client';
import { HttpError } from '../../lib/http-error';
import { loadQuiz, loadQuizFrom } from '../quiz';
import { retakeQuestions } from '../results';
import { topicMistakes } from '../../lib/review-items';
import { setQuizQuestions } from '../study-sets';
import type { AttemptPlace } from './attempts.service';

/** What an attempt asks and where its result is filed. */
export interface AttemptQuestions {
  place: AttemptPlace;
  questions: QuizQuestion[];
}

/** Nothing to ask: the quiz would be empty. */
const nothingToAsk = (message: string) => new HttpError(422, ERROR_CODE.validation, message);

/** Where questions of the catalogue are filed: the category of the first, as the results screen names categories. */
function placeOf(questions: readonly QuizQuestion[], retakeOf: string | null = null): AttemptPlace {
  const first = questions[0]!;
  return { category: normalizeCategoryName(first.category), course: first.course, topic: first.topic, module: first.module, retake_of: retakeOf };
}

/**
 * The questions of a new attempt, as the routes that served them before attempts gave them: Kids
 * Lock, ownership and sharing are each source's own rules. A source with no question is 422.
 */
export async function attemptQuestions(db: Db, learner: SessionUser, source: AttemptSourceData): Promise<AttemptQuestions> {
  switch (source.kind) {
    case 'topic': {
      const quiz = await loadQuiz(db, source, learner.age);
      if (quiz.length === 0) throw nothingToAsk(ATTEMPT_MSG.noQuestions);
      const questions = source.from_question === undefined ? quiz : await loadQuizFrom(db, source, learner.age, source.from_question);
      // only a question this quiz asks: an id of another topic, course or mode opens nothing
      if (!questions) throw new HttpError(400, ERROR_CODE.validation, ATTEMPT_MSG.sharedNotInQuiz);
      // filed under the category the learner chose, as the results screen lists it
      const place = placeOf(questions);
      return { place: source.category ? { ...place, category: normalizeCategoryName(source.category) } : place, questions };
    }
    case 'set': {
      const questions = await setQuizQuestions(db, learner, source.set, source.topic);
      if (questions.length === 0) throw nothingToAsk(ATTEMPT_MSG.noQuestions);
      return { place: { ...placeOf(questions), category: SETS_CATEGORY }, questions };
    }
    case 'retake': {
      const retake = await retakeQuestions(db, learner.id, source.result_id);
      if (!retake) throw new HttpError(404, ERROR_CODE.notFound, RESULTS_MSG.notFound);
      if (normalizeCategoryName(retake.category) !== SETS_CATEGORY && !isCategoryAllowed(learner.age, retake.category)) {
        throw new HttpError(403, ERROR_CODE.forbidden, ACCOUNT_MSG.notAllowed);
      }
      if (retake.questions.length === 0) throw nothingToAsk(REVIEW_MSG.noMistakes);
      return { place: { ...placeOf(retake.questions, source.result_id), category: retake.category }, questions: retake.questions };
    }
    case 'mistakes': {
      const questions = await topicMistakes(db, learner, source);
      if (questions.length === 0) throw nothingToAsk(RETAKE_MSG.noneToPractise);
      return { place: placeOf(questions), questions };
    }
  }
}
