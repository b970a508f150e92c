import { useEffect, useRef } from 'react';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import TaskAltRoundedIcon from '@mui/icons-material/TaskAltRounded';
import type { ReviewSummary } from '@curio/core/review';
import { REVIEW_MSG, REVIEW_ITEM_LABELS, REVIEW_WEB_MSG } from '@curio/core/review-messages';
import { RATING_LABELS, RATINGS } from '@curio/core/review-rules';
import { dueTime } from '../due-time';
import { itemFacts } from '../review-item';
import { OutboxNote } from './outbox-note';
import type { Reviewed } from './review-session';

const RATING_CHIP_COLORS = { 1: 'error', 2: 'warning', 3: 'success', 4: 'primary' } as const;

interface Props {
  userId: string;
  reviewed: Reviewed[];
  /** the summary after the session; its counts still include ratings waiting in the outbox */
  summary: ReviewSummary | undefined;
  moreDue: number;
  starting: boolean;
  onMore: () => void;
}

/** The end of a session: what was reviewed, how much was remembered, and what comes next. */
export function SessionComplete({ userId, reviewed, summary, moreDue, starting, onMore }: Props) {
  const remembered = reviewed.filter(({ rating }) => rating > RATINGS.again).length;
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <Container maxWidth="md" sx={{ py: { xs: 2, sm: 4 } }}>
      <Paper variant="outlined" sx={{ p: { xs: 2.5, sm: 4 } }}>
        <Stack direction="row" spacing={1.5} alignItems="center" sx={{ mb: 1 }}>
          <TaskAltRoundedIcon color="success" sx={{ fontSize: 36 }} aria-hidden />
          <Typography variant="h4" component="h1" tabIndex={-1} ref={headingRef} sx={{ outline: 'none' }}>
            {REVIEW_WEB_MSG.sessionDone}
          </Typography>
        </Stack>
        <Typography sx={{ mb: 2 }}>{REVIEW_WEB_MSG.sessionStats(reviewed.length, remembered)}</Typography>

        <List dense disablePadding aria-label="Reviewed items" sx={{ mb: 2 }}>
          {reviewed.map(({ item, rating, next }) => {
            const facts = itemFacts(item);
            return (
              <ListItem key={`${facts.item_type}:${facts.item_id}`} disableGutters divider sx={{ py: 1, alignItems: 'flex-start', gap: 1.5 }}>
                <Box sx={{ flex: 1, minWidth: 0 }}>
                  <Typography sx={{ display: '-webkit-box', WebkitLineClamp: 2, WebkitBoxOrient: 'vertical', overflow: 'hidden' }}>{facts.text}</Typography>
                  <Typography variant="caption" color="text.secondary">
                    {REVIEW_ITEM_LABELS[facts.item_type]} · {facts.course} · {facts.topic}
                  </Typography>
                </Box>
                <Stack alignItems="flex-end" spacing={0.25} sx={{ flexShrink: 0 }}>
                  <Chip size="small" label={RATING_LABELS[rating]} color={RATING_CHIP_COLORS[rating]} variant="outlined" />
                  <Typography variant="caption" color="text.secondary" noWrap>
                    {REVIEW_WEB_MSG.nextIn(next)}
                  </Typography>
                </Stack>
              </ListItem>
            );
          })}
        </List>

        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {moreDue > 0
            ? REVIEW_WEB_MSG.moreDue(moreDue)
            : summary?.next_due
              ? REVIEW_WEB_MSG.nextDue(dueTime(summary.next_due, new Date()))
              : REVIEW_MSG.nothingDue}
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
          {moreDue > 0 && (
            <Button variant="contained" onClick={onMore} disabled={starting}>
              {REVIEW_WEB_MSG.reviewMore}
            </Button>
          )}
          <Button component={RouterLink} to="/" variant={moreDue > 0 ? 'outlined' : 'contained'}>
            {REVIEW_WEB_MSG.goHome}
          </Button>
        </Stack>
        <Box sx={{ mt: 2 }}>
          <OutboxNote userId={userId} />
        </Box>
      </Paper>
    </Container>
  );
}
