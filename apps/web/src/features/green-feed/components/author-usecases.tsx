import type { UseCase } from '@curio/core/usecases';
import { StatusMessage } from '../../../components/status-message';
import { useUseCases } from '../api/get-usecases';
import type { FeedFilter } from '../feed-pages';
import { FEED_TEXT } from '../feed-texts';
import { useLiveFeed } from '../hooks/use-live-feed';
import { useNow } from '../hooks/use-now';
import { useViewer } from '../hooks/use-viewer';
import { UseCaseList } from './usecase-list';
import { useDeleteUseCaseFlow } from './use-delete-usecase';

/** One person's published use cases, newest first, in pages, kept live: the body of their person page. */
export function AuthorUseCases({ authorId, onShare }: { authorId: string; onShare: (useCase: UseCase) => void }) {
  const { viewer } = useViewer();
  const filter: FeedFilter = { sort: 'recent', author: authorId };
  const query = useUseCases(filter, viewer !== null);
  useLiveFeed(filter, viewer?.id ?? null, viewer !== null);
  const now = useNow();
  const deletion = useDeleteUseCaseFlow();
  if (!viewer) return null;
  return (
    <>
      <UseCaseList
        query={query}
        viewer={viewer}
        clamp
        now={now}
        onShare={onShare}
        onDelete={deletion.request}
        empty={<StatusMessage text={FEED_TEXT.noPublished} />}
      />
      {deletion.dialog}
    </>
  );
}
