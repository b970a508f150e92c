import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import CheckCircleRoundedIcon from '@mui/icons-material/CheckCircleRounded';
import CancelRoundedIcon from '@mui/icons-material/CancelRounded';
import type { QuizAnswer } from '@curio/core/learning';

/** The answers of one result: the pick, the right answer when it differs, and the seconds taken. */
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
          <ListItemText
            primary={`${index + 1}. ${answer.question}`}
            secondary={
              answer.correct
                ? `Your answer: ${answer.selectedOption} · ${answer.timeTaken}s`
                : `Your answer: ${answer.selectedOption} · Correct answer: ${answer.correctAnswer} · ${answer.timeTaken}s`
            }
            slotProps={{ primary: { sx: { fontWeight: 500 } } }}
          />
        </ListItem>
      ))}
    </List>
  );
}
