import { GreenFeedPage } from '../../../features/green-feed/pages/green-feed-page';
import { useShareDialog } from '../usecase-sharing';

/** /usecases: the Green AI feed, sharing through the use-case share dialog. */
export function GreenFeedRoute() {
  const { share, dialog } = useShareDialog();
  return (
    <>
      <GreenFeedPage onShare={share} />
      {dialog}
    </>
  );
}
