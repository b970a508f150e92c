import type { ReactNode } from 'react';
import { mdiDeleteOutline, mdiNotePlusOutline } from '@mdi/js';
import type { SavedUseCase } from '@curio/core/saved-usecases';
import { SAVED_USECASE_MSG, USECASE_PAGES_MSG } from '@curio/core/usecase-messages';
import { provenanceLabel } from '@curio/core/usecase-provenance';
import { splitHeadline } from '@curio/core/usecase-text';
import { ErrorState } from '../../../components/error-state';
import { PageLoader } from '../../../components/page-loader';
import { ProvenanceChip } from '../../../components/provenance-chip';
import { APP_NAME } from '../../../lib/app-name';
import { briefPath } from '../../../lib/brief-links';
import { Button, ButtonLink, Card, Chip, Container, Icon, Stack, Text } from '../../../ui';
import { useSavedUseCases } from '../api/get-saved-usecases';
import { useConfirmDeleteSaved } from '../components/confirm-delete-saved';
import css from './saved-usecases-page.module.css';

/** What the share action gets: a saved use case is not published, so it has no id. */
interface ShareableUseCase {
  title: string;
  content: string;
}

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });

interface PageProps {
  renderShare: (useCase: ShareableUseCase) => ReactNode;
  /** Make flashcards of one saved use case, composed in by the app */
  renderMakeCards: (item: SavedUseCase) => ReactNode;
}

/** /saved-usecases: the learner's saved use cases, newest first, each with its topic, Share, Make flashcards and delete. */
export function SavedUseCasesPage({ renderShare, renderMakeCards }: PageProps) {
  const saved = useSavedUseCases();
  const deletion = useConfirmDeleteSaved();

  return (
    <Container maxWidth="md" className={css.page}>
      <Text variant="h4" as="h1" className={css.heading}>
        Saved use cases
      </Text>
      {saved.isPending ? (
        <PageLoader label="Loading saved use cases" />
      ) : saved.isError ? (
        <ErrorState message={USECASE_PAGES_MSG.savedLoadFailed} onRetry={() => void saved.refetch()} />
      ) : saved.data.length === 0 ? (
        <Text tone="secondary" role="status">
          {SAVED_USECASE_MSG.empty}
        </Text>
      ) : (
        <Stack gap={2} as="ul" className={css.list}>
          {saved.data.map((item) => (
            <SavedItem key={item.id} item={item} renderShare={renderShare} renderMakeCards={renderMakeCards} onDelete={() => deletion.request(item.id)} />
          ))}
        </Stack>
      )}
      {deletion.dialog}
    </Container>
  );
}

interface ItemProps extends PageProps {
  item: SavedUseCase;
  onDelete: () => void;
}

/** One saved use case: its topic (the keyword), date, title and text; it can start a brief in the projects studio. */
function SavedItem({ item, renderShare, renderMakeCards, onDelete }: ItemProps) {
  const { title, body } = splitHeadline(item.content);
  return (
    <Card as="li" aria-label={title ?? item.keyword}>
      <div className={css.content}>
        <Stack direction="row" gap={1} align="center" wrap className={css.head}>
          <Chip label={item.keyword} size="small" color="primary" variant="outlined" className={css.keyword} />
          <Text variant="caption" tone="secondary" className={css.date}>
            <time dateTime={item.created_at}>{dateFormat.format(new Date(item.created_at))}</time>
          </Text>
        </Stack>
        {title && (
          <Text variant="subtitle1" as="h2" bold className={css.title}>
            {title}
          </Text>
        )}
        <Text variant="body2" className={css.body}>
          {body}
        </Text>
        {item.provenance && (
          <div className={css.provenance}>
            <ProvenanceChip provenance={item.provenance} label={provenanceLabel(item.provenance, APP_NAME)} />
          </div>
        )}
      </div>
      <Stack direction="row" gap={1} justify="flex-end" wrap className={css.actions}>
        <ButtonLink to={briefPath({ saved_id: item.id })} size="small" startIcon={<Icon path={mdiNotePlusOutline} size="small" />}>
          Start a brief
        </ButtonLink>
        {renderMakeCards(item)}
        {renderShare({ title: title ?? item.keyword, content: body })}
        <Button color="error" size="small" startIcon={<Icon path={mdiDeleteOutline} size="small" />} onClick={onDelete}>
          Delete
        </Button>
      </Stack>
    </Card>
  );
}
