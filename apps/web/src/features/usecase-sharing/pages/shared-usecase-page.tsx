import { useEffect } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import EnergySavingsLeafOutlinedIcon from '@mui/icons-material/EnergySavingsLeafOutlined';
import { KIDS_LOCK_ERROR } from '@curio/core/kids-lock';
import { KIDS_MSG } from '@curio/core/kids-messages';
import { USECASE_SHARE_MSG } from '@curio/core/usecase-messages';
import type { SharedUseCase } from '@curio/core/usecases';
import { Brand } from '../../../components/brand';
import { KidsLockNotice } from '../../../components/kids-lock-notice';
import { LinkedText } from '../../../components/linked-text';
import { APP_NAME } from '../../../lib/app-name';
import { isApiError } from '../../../lib/api-client';
import { useAuth } from '../../../lib/use-auth';
import { useSharedUseCase } from '../api/get-shared-usecase';

/** docs/product.md#errors 'Error: {message}' with 'failed' when there is none; an unknown or malformed slug is 'Not found'. */
function failureText(err: unknown): string {
  if (isApiError(err) && (err.status === 404 || err.status === 400)) return USECASE_SHARE_MSG.notFound;
  return `Error: ${(err instanceof Error && err.message) || 'failed'}`;
}

/** Guests are invited to join; members go on to the feed. */
function CallToAction() {
  const { user, loading } = useAuth();
  if (loading) return <Skeleton variant="rounded" height={120} />;
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2.5, sm: 3 }, bgcolor: 'rgba(5, 150, 105, 0.06)', borderColor: 'rgba(5, 150, 105, 0.3)' }}>
      <Typography variant="h6" component="h2" gutterBottom>
        {user ? 'More use cases are waiting' : `Discover more on ${APP_NAME}`}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {user
          ? 'See what other learners found, like the best ones and join the conversation.'
          : `Learn with quizzes and flashcards, generate real-world use cases for any topic and share them in the Green AI network. It's free.`}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
        {user ? (
          <Button component={RouterLink} to="/usecases" variant="contained" color="success">
            Open the Green AI feed
          </Button>
        ) : (
          <>
            <Button component={RouterLink} to="/signup" variant="contained" color="success">
              Join {APP_NAME} free
            </Button>
            <Button component={RouterLink} to="/login" variant="outlined" color="success">
              Log in
            </Button>
          </>
        )}
      </Stack>
    </Paper>
  );
}

function SharedUseCaseView({ usecase }: { usecase: SharedUseCase['usecase'] }) {
  const title = usecase.title.trim() || USECASE_SHARE_MSG.untitled;
  const content = usecase.content.trim();
  const summary = usecase.summary.trim();

  useEffect(() => {
    document.title = `${title} · ${APP_NAME}`;
  }, [title]);

  return (
    <Box component="article" aria-labelledby="shared-title">
      <Typography id="shared-title" variant="h3" component="h1" sx={{ mb: 2, overflowWrap: 'anywhere' }}>
        {title}
      </Typography>
      {/* a summary made from the text's opening would only repeat it; one of its own leads the page */}
      {summary && !content.startsWith(summary) && (
        <Typography variant="h6" component="p" color="text.secondary" sx={{ fontWeight: 400, mb: 3, overflowWrap: 'anywhere' }} aria-label="Summary">
          {summary}
        </Typography>
      )}
      <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', fontSize: 17, lineHeight: 1.7 }}>
        <LinkedText text={content} />
      </Typography>
      {usecase.tags.length > 0 && (
        <Stack direction="row" spacing={0.75} useFlexGap flexWrap="wrap" component="ul" aria-label="Tags" sx={{ p: 0, m: 0, mt: 3, listStyle: 'none' }}>
          {usecase.tags.map((tag) => (
            <li key={tag}>
              <Chip label={`#${tag}`} size="small" sx={{ bgcolor: 'rgba(5, 150, 105, 0.08)', color: 'success.dark' }} />
            </li>
          ))}
        </Stack>
      )}
    </Box>
  );
}

/** /s/{slug}: a shared use case, readable without an account (docs/routes.md#screens-and-web-routes 'Public share page'); not by a Kids Lock learner (decision 021). */
export function SharedUseCasePage() {
  const { slug = '' } = useParams();
  const shared = useSharedUseCase(slug);
  const { kidsLocked } = useAuth();
  const refusedToKid = kidsLocked || (isApiError(shared.error) && shared.error.code === KIDS_LOCK_ERROR);

  return (
    <Box sx={{ minHeight: '100vh', bgcolor: 'background.default' }}>
      <Box component="header" sx={{ borderBottom: 1, borderColor: 'divider', bgcolor: 'background.paper' }}>
        <Container maxWidth="md" sx={{ display: 'flex', alignItems: 'center', gap: 1, py: 1.5 }}>
          <Brand size={28} />
          <Chip
            icon={<EnergySavingsLeafOutlinedIcon />}
            label="Green AI"
            size="small"
            color="success"
            variant="outlined"
            sx={{ ml: 'auto' }}
          />
        </Container>
      </Box>
      {refusedToKid ? (
        <Box component="main">
          <KidsLockNotice title={KIDS_MSG.sharedTitle} text={KIDS_MSG.sharedText} />
        </Box>
      ) : (
        <Container component="main" maxWidth="md" sx={{ py: { xs: 3, sm: 5 } }}>
          <Paper variant="outlined" sx={{ p: { xs: 2.5, sm: 4 }, mb: 3 }}>
            <Typography variant="overline" color="success.dark" component="p" sx={{ mb: 1 }}>
              Shared use case
            </Typography>
            {shared.isPending ? (
              <Box>
                <Typography role="status" color="text.secondary" sx={{ mb: 2 }}>
                  {USECASE_SHARE_MSG.loading}
                </Typography>
                <Skeleton variant="text" sx={{ fontSize: '2rem', width: '70%' }} />
                <Skeleton />
                <Skeleton />
                <Skeleton width="60%" />
              </Box>
            ) : shared.isError ? (
              <Typography role="alert" variant="h5" component="h1">
                {failureText(shared.error)}
              </Typography>
            ) : (
              <SharedUseCaseView usecase={shared.data.usecase} />
            )}
          </Paper>
          <CallToAction />
        </Container>
      )}
    </Box>
  );
}
