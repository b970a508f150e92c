import { mdiFileDocumentPlusOutline } from '@mdi/js';
import { KIDS_MSG } from '@curio/core/kids-messages';
import { USECASE_MSG } from '@curio/core/usecase-messages';
import type { UseCase } from '@curio/core/usecases';
import { KidsLockNotice } from '../../../components/kids-lock-notice';
import { PageLoader } from '../../../components/page-loader';
import { StatusMessage } from '../../../components/status-message';
import { ButtonLink, Container, Icon, Stack, Text } from '../../../ui';
import { useUseCases } from '../api/get-usecases';
import { LoginPrompt } from '../components/login-prompt';
import { useDeleteUseCaseFlow } from '../components/use-delete-usecase';
import { UseCaseList } from '../components/usecase-list';
import type { FeedFilter } from '../feed-pages';
import { FEED_TEXT } from '../feed-texts';
import { useLiveFeed } from '../hooks/use-live-feed';
import { useNow } from '../hooks/use-now';
import { useViewer, type Viewer } from '../hooks/use-viewer';
import css from './feed-pages.module.css';

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
    <Container maxWidth="md" className={css.page}>
      <Stack direction="row" align="center" gap={1.5} wrap className={css.heading}>
        <Text variant="h4" as="h1">
          {FEED_TEXT.myTitle}
        </Text>
        <ButtonLink to="/usecases/new" variant="contained" color="success" startIcon={<Icon path={mdiFileDocumentPlusOutline} size="small" />} className={css.post}>
          Post Use Case
        </ButtonLink>
      </Stack>
      <Text tone="secondary" className={css.subtitleWide}>
        {FEED_TEXT.mySubtitle}
      </Text>
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
              <ButtonLink to="/usecases/new" variant="contained" color="success" startIcon={<Icon path={mdiFileDocumentPlusOutline} size="small" />}>
                Post your first use case
              </ButtonLink>
            }
          />
        }
      />
      {deletion.dialog}
    </Container>
  );
}
