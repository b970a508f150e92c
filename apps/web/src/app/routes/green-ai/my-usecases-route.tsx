import { MyUseCasesPage } from '../../../features/green-feed/pages/my-usecases-page';
import { useShareDialog } from '../usecase-sharing';

/** /my/usecases: my own posts, sharing through the use-case share dialog. */
export function MyUseCasesRoute() {
  const { share, dialog } = useShareDialog();
  return (
    <>
      <MyUseCasesPage onShare={share} />
      {dialog}
    </>
  );
}
