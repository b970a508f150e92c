import type { ReactNode } from 'react';
import { mdiCompassOutline } from '@mdi/js';
import { THEATRE_NOTE_ROWS } from '@curio/core/limits';
import { useAuth } from '../../../lib/use-auth';
import { ButtonLink, Container, Icon, Stack, Text } from '../../../ui';
import type { GeneratedUseCase, Generation } from '../api/generate-usecases';
import { NoteBox } from '../components/note-box';
import { UseCaseGenerator } from '../components/usecase-generator';
import css from './usecase-theatre-page.module.css';

interface Props {
  /** Save Use Case and Share, composed in by the app */
  renderActions: (useCase: GeneratedUseCase) => ReactNode;
  /** Make flashcards of all three, composed in by the app */
  renderAllActions: (generation: Generation) => ReactNode;
}

/** /use-case-theatre: generate three use cases for a keyword, save them, note them, share them. */
export function UseCaseTheatrePage({ renderActions, renderAllActions }: Props) {
  const { kidsLocked } = useAuth();
  return (
    <Container maxWidth="md" className={css.page}>
      <Stack rowFrom="sm" gap={2} justify="space-between" className={css.head}>
        <div>
          <Text variant="h4" as="h1" gutterBottom>
            Use Case Theatre
          </Text>
          <Text tone="secondary">Type a keyword and see three ways it is used in the real world.</Text>
        </div>
        {/* the shared use cases are strangers' posts, hidden under Kids Lock (decision 021) */}
        {!kidsLocked && (
          <ButtonLink to="/use-case-theatre/use-case-feed" startIcon={<Icon path={mdiCompassOutline} size="small" />} className={css.explore}>
            Explore All Shared Use Cases
          </ButtonLink>
        )}
      </Stack>
      <UseCaseGenerator
        renderAllActions={renderAllActions}
        renderActions={(useCase) => (
          <Stack gap={2}>
            <Stack direction="row" gap={1} wrap>
              {renderActions(useCase)}
            </Stack>
            <NoteBox keyword={useCase.keyword} useCase={useCase.content} rows={THEATRE_NOTE_ROWS} reportFailure={false} />
          </Stack>
        )}
      />
    </Container>
  );
}
