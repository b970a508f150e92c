import { MyUseCasesPage } from '../../../features/green-feed/pages/my-use-cases-page';
import { useShareDialog } from '../use-case-share';

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
