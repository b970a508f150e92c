import { mdiCardsOutline, mdiPlay, mdiSchoolOutline, mdiHelpBoxMultipleOutline } from '@mdi/js';
import type { ReviewSummary } from '@curio/core/review';
import { REVIEW_MSG, REVIEW_WEB_MSG } from '@curio/core/review-messages';
import { Alert, Button, ButtonLink, Card, Container, Icon, ProgressBar, Stack, Text } from '../../../ui';
import { dueTime } from '../due-time';
import { OutboxNote } from './outbox-note';
import { ReviewDownloadControl } from './review-download';
import css from './review-home.module.css';

function DueCount({ label, count, icon }: { label: string; count: number; icon: string }) {
  return (
    <Card className={css.count}>
      <Icon path={icon} size="large" className={css.countIcon} />
      <div>
        <Text variant="h4" as="p">
          {count}
        </Text>
        <Text tone="secondary">{label}</Text>
      </div>
    </Card>
  );
}

function DailyGoal({ done, goal }: { done: number; goal: number }) {
  const met = done >= goal;
  return (
    <div>
      <Text variant="body2" tone="secondary" className={css.goalText}>
        {met ? REVIEW_WEB_MSG.goalMet : REVIEW_WEB_MSG.goalToday(done, goal)}
      </Text>
      <ProgressBar value={Math.min(100, (done / goal) * 100)} color={met ? 'success' : 'primary'} label={REVIEW_WEB_MSG.goalToday(done, goal)} />
    </div>
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
    <Container maxWidth="md" className={css.page}>
      <Text variant="h2" as="h1" gutterBottom>
        Review
      </Text>
      <Text tone="secondary" className={css.intro}>
        {REVIEW_WEB_MSG.intro}
      </Text>
      <Stack gap={2.5}>
        {due > 0 && !nothingYet ? (
          <Card className={css.due}>
            <Text variant="overline" tone="secondary" as="h2">
              {REVIEW_WEB_MSG.dueToday}: {due}
            </Text>
            <Stack direction="row" gap={1.5} className={css.counts}>
              <DueCount label={REVIEW_WEB_MSG.quizMistakes} count={summary.due.question} icon={mdiHelpBoxMultipleOutline} />
              <DueCount label={REVIEW_WEB_MSG.flashcards} count={summary.due.flashcard} icon={mdiCardsOutline} />
            </Stack>
            <Button variant="contained" size="large" startIcon={<Icon path={mdiPlay} size="small" />} onClick={onStart} disabled={starting} className={css.start}>
              {REVIEW_WEB_MSG.start(sessionSize)}
            </Button>
            {startFailed && (
              <Alert severity="error" className={css.failed}>
                {REVIEW_WEB_MSG.queueFailed}
              </Alert>
            )}
          </Card>
        ) : (
          <Card className={css.empty}>
            <Icon path={mdiSchoolOutline} size="inherit" className={css.emptyIcon} />
            <Text variant="h5" as="h2" role="status" className={css.emptyTitle}>
              {REVIEW_MSG.nothingDue}
            </Text>
            <Text tone="secondary" className={css.next}>
              {next}
            </Text>
            <ButtonLink to="/courses" variant="contained">
              {REVIEW_WEB_MSG.learnSomethingNew}
            </ButtonLink>
          </Card>
        )}
        {goal !== null && <DailyGoal done={summary.reviewed_today} goal={goal} />}
        <ReviewDownloadControl />
        <OutboxNote userId={userId} />
      </Stack>
    </Container>
  );
}
