import { SaveUseCaseButton } from '../../features/saved-usecases/components/save-use-case-button';
import { UseCaseTheatrePage } from '../../features/usecase-theatre/pages/use-case-theatre-page';
import { UseCaseShareButton } from './use-case-share';

/** /use-case-theatre: the theatre with the saved-use-cases feature's Save and the share dialog. */
export function UseCaseTheatreRoute() {
  return (
    <UseCaseTheatrePage
      renderActions={(useCase) => (
        <>
          <SaveUseCaseButton keyword={useCase.keyword} content={useCase.content} provenance={useCase.provenance} />
          <UseCaseShareButton useCase={{ title: useCase.title ?? useCase.keyword, content: useCase.body }} />
        </>
      )}
    />
  );
}
