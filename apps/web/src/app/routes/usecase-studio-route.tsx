import { mdiBabyFaceOutline } from '@mdi/js';
import { KIDS_MSG } from '@curio/core/kids-messages';
import { STUDIO_NOTE_ROWS } from '@curio/core/limits';
import { useAuth } from '../../lib/use-auth';
import { useLiveUseCases } from '../../features/green-feed/hooks/use-live-usecases';
import { useSaveUseCase } from '../../features/saved-usecases/api/save-usecase';
import { SaveUseCaseButton } from '../../features/saved-usecases/components/save-usecase-button';
import { SavedUseCaseAccordion } from '../../features/saved-usecases/components/saved-usecase-accordion';
import { PublishedPosts } from '../../features/usecase-studio/components/published-posts';
import { SaveAndPublishButton } from '../../features/usecase-studio/components/save-and-publish-button';
import { usePublishedLive } from '../../features/usecase-studio/hooks/use-published-live';
import { UseCaseStudioPage } from '../../features/usecase-studio/pages/usecase-studio-page';
import { NoteBox } from '../../features/usecase-generation/components/note-box';
import { NotesList } from '../../features/usecase-generation/components/notes-list';
import { UseCaseGenerator } from '../../features/usecase-generation/components/usecase-generator';
import { UseCaseShareButton } from './usecase-sharing';
import { Alert, Icon, Stack } from '../../ui';

/** The green feed's live channel, narrowed to the learner's own posts, into 'My Published Posts'. */
function MyLivePosts({ userId }: { userId: string }) {
  const live = usePublishedLive();
  useLiveUseCases({
    onEvent: (event) => {
      if (event.type === 'delete') live.remove(event.id);
      else if (event.type === 'insert' && event.useCase.created_by === userId) live.insert(event.useCase);
    },
    onOpen: (reconnected) => {
      if (reconnected) void live.reload();
    },
  });
  return null;
}

/**
 * /uc-studio: the studio composed from the theatre, saved use cases, publishing, sharing and the
 * live feed. A Kids Lock learner saves instead of publishing, and has no published posts or live
 * feed (decision 021).
 */
export function UseCaseStudioRoute() {
  const { user, kidsLocked } = useAuth();
  const save = useSaveUseCase();
  return (
    <>
      <UseCaseStudioPage
        theatre={
          <Stack gap={3}>
            {kidsLocked && (
              <Alert severity="info" icon={<Icon path={mdiBabyFaceOutline} />}>
                {KIDS_MSG.studioNote}
              </Alert>
            )}
            <UseCaseGenerator
              renderActions={(useCase) => (
                <Stack gap={2}>
                  <Stack direction="row" gap={1} wrap align="flex-start">
                    {kidsLocked ? (
                      <SaveUseCaseButton keyword={useCase.keyword} content={useCase.content} provenance={useCase.provenance} />
                    ) : (
                      <SaveAndPublishButton draft={useCase} save={save.mutateAsync} />
                    )}
                    <UseCaseShareButton useCase={{ title: useCase.title ?? useCase.keyword, content: useCase.body }} />
                  </Stack>
                  <NoteBox keyword={useCase.keyword} useCase={useCase.content} rows={STUDIO_NOTE_ROWS} reportFailure />
                </Stack>
              )}
            />
          </Stack>
        }
        published={kidsLocked ? undefined : <PublishedPosts renderShare={(post) => <UseCaseShareButton useCase={post} />} />}
        saved={<SavedUseCaseAccordion />}
        notes={<NotesList />}
      />
      {user && !kidsLocked && <MyLivePosts userId={user.id} />}
    </>
  );
}
