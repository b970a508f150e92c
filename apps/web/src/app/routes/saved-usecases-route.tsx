import { SavedUseCasesPage } from '../../features/saved-usecases/pages/saved-usecases-page';
import { UseCaseShareButton } from './use-case-share';

/** /saved-usecases with the share dialog. */
export function SavedUseCasesRoute() {
  return <SavedUseCasesPage renderShare={(useCase) => <UseCaseShareButton useCase={useCase} />} />;
}
