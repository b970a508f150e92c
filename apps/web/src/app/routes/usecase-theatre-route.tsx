import { SaveUseCaseButton } from '../../features/saved-usecases/components/save-usecase-button';
import { MakeFlashcardsButton } from '../../features/study-sets/components/make-flashcards-button';
import { UseCaseTheatrePage } from '../../features/usecase-generation/pages/usecase-theatre-page';
import { UseCaseShareButton } from './usecase-sharing';

/** /use-case-theatre: the theatre with the saved-use-cases feature's Save, the share dialog and the study sets' Make flashcards. */
export function UseCaseTheatreRoute() {
  return (
    <UseCaseTheatrePage
      renderAllActions={(generation) => <MakeFlashcardsButton keyword={generation.keyword} useCases={generation.useCases.map((u) => u.content)} />}
      renderActions={(useCase) => (
        <>
          <SaveUseCaseButton keyword={useCase.keyword} content={useCase.content} provenance={useCase.provenance} />
          <UseCaseShareButton useCase={{ title: useCase.title ?? useCase.keyword, content: useCase.body }} />
        </>
      )}
    />
  );
}
