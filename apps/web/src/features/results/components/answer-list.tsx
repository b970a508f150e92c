import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import CheckCircleRoundedIcon from '@mui/icons-material/CheckCircleRounded';
import CancelRoundedIcon from '@mui/icons-material/CancelRounded';
import type { QuizAnswer } from '@curio/core/learning';
import { QUESTION_MSG } from '../../../components/question-messages';

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
    <List dense disablePadding>
      {answers.map((answer, index) => (
        <ListItem key={index} alignItems="flex-start" divider={index < answers.length - 1} sx={{ px: 0 }}>
          <ListItemIcon sx={{ minWidth: 36, mt: 0.5 }}>
            {answer.correct ? (
              <CheckCircleRoundedIcon color="success" titleAccess="Correct" />
            ) : (
              <CancelRoundedIcon color="error" titleAccess="Wrong" />
            )}
          </ListItemIcon>
          <ListItemText primary={`${index + 1}. ${answer.question}`} secondary={answerLine(answer)} slotProps={{ primary: { sx: { fontWeight: 500 } } }} />
        </ListItem>
      ))}
    </List>
  );
}
