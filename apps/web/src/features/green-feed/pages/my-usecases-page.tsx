import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import PostAddIcon from '@mui/icons-material/PostAdd';
import { KIDS_MSG } from '@curio/core/kids-messages';
import { USECASE_MSG } from '@curio/core/usecase-messages';
import type { UseCase } from '@curio/core/usecases';
import { KidsLockNotice } from '../../../components/kids-lock-notice';
import { PageLoader } from '../../../components/page-loader';
import { StatusMessage } from '../../../components/status-message';
import { useUseCases } from '../api/get-usecases';
import { LoginPrompt } from '../components/login-prompt';
import { useDeleteUseCaseFlow } from '../components/use-delete-usecase';
import { UseCaseList } from '../components/usecase-list';
import type { FeedFilter } from '../feed-pages';
import { FEED_TEXT } from '../feed-texts';
import { useLiveFeed } from '../hooks/use-live-feed';
import { useNow } from '../hooks/use-now';
import { useViewer, type Viewer } from '../hooks/use-viewer';

const MINE: FeedFilter = { sort: 'recent', mine: true };

/** /my/usecases: the feed limited to my own posts, public or not; pages of 20, texts shown whole. */
export function MyUseCasesPage({ onShare }: { onShare: (useCase: UseCase) => void }) {
  const { viewer, kidsLocked, loading } = useViewer();
  if (loading) return <PageLoader label="Checking your session" />;
  if (!viewer) return <LoginPrompt title={FEED_TEXT.myTitle} text={USECASE_MSG.loginToView} />;
  if (kidsLocked) return <KidsLockNotice title={KIDS_MSG.postingTitle} text={KIDS_MSG.postingText} />;
  return <MyUseCases viewer={viewer} onShare={onShare} />;
}

function MyUseCases({ viewer, onShare }: { viewer: Viewer; onShare: (useCase: UseCase) => void }) {
  const query = useUseCases(MINE, true);
  useLiveFeed(MINE, viewer.id, true);
  const now = useNow();
  const deletion = useDeleteUseCaseFlow();

  return (
    <Container maxWidth="md" sx={{ py: { xs: 2, sm: 4 } }}>
      <Stack direction="row" alignItems="center" spacing={1.5} useFlexGap flexWrap="wrap" sx={{ mb: 0.5 }}>
        <Typography variant="h4" component="h1">
          {FEED_TEXT.myTitle}
        </Typography>
        <Button component={RouterLink} to="/usecases/new" variant="contained" color="success" startIcon={<PostAddIcon />} sx={{ ml: 'auto' }}>
          Post Use Case
        </Button>
      </Stack>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {FEED_TEXT.mySubtitle}
      </Typography>
      <UseCaseList
        query={query}
        viewer={viewer}
        clamp={false}
        now={now}
        onShare={onShare}
        onDelete={deletion.request}
        empty={
          <StatusMessage
            text={USECASE_MSG.empty}
            action={
              <Button component={RouterLink} to="/usecases/new" variant="contained" color="success" startIcon={<PostAddIcon />}>
                Post your first use case
              </Button>
            }
          />
        }
      />
      {deletion.dialog}
    </Container>
  );
}
