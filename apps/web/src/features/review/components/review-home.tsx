import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import PlayArrowRoundedIcon from '@mui/icons-material/PlayArrowRounded';
import QuizOutlinedIcon from '@mui/icons-material/QuizOutlined';
import StyleOutlinedIcon from '@mui/icons-material/StyleOutlined';
import SchoolOutlinedIcon from '@mui/icons-material/SchoolOutlined';
import type { ReactNode } from 'react';
import type { ReviewSummary } from '@curio/core/review';
import { REVIEW_MSG, REVIEW_WEB_MSG } from '@curio/core/review-messages';
import { dueTime } from '../due-time';
import { OutboxNote } from './outbox-note';
import { ReviewDownloadControl } from './review-download';

function DueCount({ label, count, icon }: { label: string; count: number; icon: ReactNode }) {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2 }, flex: 1, minWidth: 0, display: 'flex', alignItems: 'center', gap: 1.5 }}>
      <Box sx={{ color: 'primary.main', display: 'flex' }} aria-hidden>
        {icon}
      </Box>
      <Box>
        <Typography variant="h4" component="p">
          {count}
        </Typography>
        <Typography color="text.secondary">{label}</Typography>
      </Box>
    </Paper>
  );
}

function DailyGoal({ done, goal }: { done: number; goal: number }) {
  const met = done >= goal;
  return (
    <Box>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 0.5 }}>
        {met ? REVIEW_WEB_MSG.goalMet : REVIEW_WEB_MSG.goalToday(done, goal)}
      </Typography>
      <LinearProgress variant="determinate" value={Math.min(100, (done / goal) * 100)} color={met ? 'success' : 'primary'} aria-label={REVIEW_WEB_MSG.goalToday(done, goal)} />
    </Box>
  );
}

interface Props {
  userId: string;
  summary: ReviewSummary;
  /** items due, less those whose rating still waits in the outbox */
  due: number;
  starting: boolean;
  startFailed: boolean;
  /** the queue came back empty: what is due today is not due yet this minute */
  nothingYet: boolean;
  onStart: () => void;
}

/** How much is due today, by kind, and the button that starts a session. */
export function ReviewHome({ userId, summary, due, starting, startFailed, nothingYet, onStart }: Props) {
  const sessionSize = Math.min(due, summary.settings.session_size);
  const goal = summary.settings.daily_goal;
  const next = nothingYet
    ? REVIEW_WEB_MSG.laterToday
    : summary.next_due
      ? REVIEW_WEB_MSG.nextDue(dueTime(summary.next_due, new Date())) : REVIEW_WEB_MSG.nothingScheduled;
  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, sm: 4 } }}>
      <Typography variant="h2" component="h1" gutterBottom>
        Review
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {REVIEW_WEB_MSG.intro}
      </Typography>
      <Stack spacing={2.5}>
        {due > 0 && !nothingYet ? (
          <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
            <Typography variant="overline" color="text.secondary" component="h2">
              {REVIEW_WEB_MSG.dueToday}: {due}
            </Typography>
            <Stack direction="row" spacing={1.5} sx={{ mt: 1, mb: 2.5 }}>
              <DueCount label={REVIEW_WEB_MSG.quizMistakes} count={summary.due.question} icon={<QuizOutlinedIcon fontSize="large" />} />
              <DueCount label={REVIEW_WEB_MSG.flashcards} count={summary.due.flashcard} icon={<StyleOutlinedIcon fontSize="large" />} />
            </Stack>
            <Button
              variant="contained"
              size="large"
              startIcon={<PlayArrowRoundedIcon />}
              onClick={onStart}
              disabled={starting}
              sx={{ width: { xs: '100%', sm: 'auto' } }}
            >
              {REVIEW_WEB_MSG.start(sessionSize)}
            </Button>
            {startFailed && (
              <Alert severity="error" sx={{ mt: 2 }}>
                {REVIEW_WEB_MSG.queueFailed}
              </Alert>
            )}
          </Paper>
        ) : (
          <Paper variant="outlined" sx={{ p: { xs: 2.5, sm: 4 }, textAlign: 'center' }}>
            <SchoolOutlinedIcon color="primary" sx={{ fontSize: 48 }} aria-hidden />
            <Typography variant="h5" component="h2" role="status" sx={{ mt: 1 }}>
              {REVIEW_MSG.nothingDue}
            </Typography>
            <Typography color="text.secondary" sx={{ mt: 1, mb: 2.5 }}>
              {next}
            </Typography>
            <Button component={RouterLink} to="/courses" variant="contained">
              {REVIEW_WEB_MSG.learnSomethingNew}
            </Button>
          </Paper>
        )}
        {goal !== null && <DailyGoal done={summary.reviewed_today} goal={goal} />}
        <ReviewDownloadControl />
        <OutboxNote userId={userId} />
      </Stack>
    </Container>
  );
}
