import { mdiCheckCircle, mdiCloseCircle } from '@mdi/js';
import type { QuizAnswer } from '@curio/core/learning';
import { QUESTION_MSG } from '../../../components/question-messages';
import { Icon } from '../../../ui';
import css from './answer-list.module.css';

/**
 * What is said of one answer: the answer given, how it was marked (a forgiven typo, a share of the
 * mark, where the result keeps them), the right answer when it differs, and the seconds taken.
 */
function answerLine(answer: QuizAnswer): string {
  const given = `Your answer: ${answer.selectedOption}`;
  const time = `${answer.timeTaken}s`;
  if (answer.correct && answer.almost) return `${given} · ${QUESTION_MSG.almost} ${QUESTION_MSG.rightIs(answer.correctAnswer)} · ${time}`;
  if (answer.correct) return `${given} · ${time}`;
  const partly = answer.credit ? ` · ${QUESTION_MSG.partlyShare(Math.round(answer.credit * 100))}` : '';
  return `${given}${partly} · Correct answer: ${answer.correctAnswer} · ${time}`;
}

/** The answers of one result: the answer given, the right answer when it differs, and the seconds taken. */
export function AnswerList({ answers }: { answers: readonly QuizAnswer[] }) {
  return (
    <ul className={css.list}>
      {answers.map((answer, index) => (
        <li key={index} className={css.item}>
          {answer.correct ? <Icon path={mdiCheckCircle} label="Correct" className={css.right} /> : <Icon path={mdiCloseCircle} label="Wrong" className={css.wrong} />}
          <div className={css.text}>
            <p className={css.question}>{`${index + 1}. ${answer.question}`}</p>
            <p className={css.line}>{answerLine(answer)}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}
