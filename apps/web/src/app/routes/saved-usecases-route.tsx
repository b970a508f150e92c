import { SavedUseCasesPage } from '../../features/saved-usecases/pages/saved-usecases-page';
import { MakeFlashcardsButton } from '../../features/study-sets/components/make-flashcards-button';
import { UseCaseShareButton } from './usecase-sharing';

/** /saved-usecases with the share dialog and the study sets' Make flashcards. */
export function SavedUseCasesRoute() {
  return (
    <SavedUseCasesPage
      renderShare={(useCase) => <UseCaseShareButton useCase={useCase} />}
      renderMakeCards={(saved) => <MakeFlashcardsButton keyword={saved.keyword} useCases={[saved.content]} />}
    />
  );
}
