import { mdiDeleteOutline, mdiNotePlusOutline } from '@mdi/js';
import { SAVED_USECASE_MSG, USECASE_PAGES_MSG } from '@curio/core/usecase-messages';
import { provenanceLabel } from '@curio/core/usecase-provenance';
import { splitHeadline } from '@curio/core/usecase-text';
import { ProvenanceChip } from '../../../components/provenance-chip';
import { APP_NAME } from '../../../lib/app-name';
import { ErrorState } from '../../../components/error-state';
import { PageLoader } from '../../../components/page-loader';
import { briefPath } from '../../../lib/brief-links';
import { Button, ButtonLink, Disclosure, Icon, Stack, Text } from '../../../ui';
import { useSavedUseCases } from '../api/get-saved-usecases';
import { useConfirmDeleteSaved } from './confirm-delete-saved';
import css from './saved-usecase-accordion.module.css';

/** UC Studio's saved tab: one expandable item per saved use case (topic and title), with Start a brief and delete. */
export function SavedUseCaseAccordion() {
  const saved = useSavedUseCases();
  const deletion = useConfirmDeleteSaved();

  if (saved.isPending) return <PageLoader label="Loading saved use cases" />;
  if (saved.isError) return <ErrorState message={USECASE_PAGES_MSG.savedLoadFailed} onRetry={() => void saved.refetch()} />;
  if (saved.data.length === 0) {
    return (
      <Text tone="secondary" role="status">
        {SAVED_USECASE_MSG.empty}
      </Text>
    );
  }

  return (
    <div className={css.list}>
      {saved.data.map((item) => {
        const { title, body } = splitHeadline(item.content);
        return (
          <Disclosure
            key={item.id}
            className={css.item}
            summary={
              <>
                <Text variant="caption" tone="brand" noWrap className={css.keyword}>
                  {item.keyword}
                </Text>
                <Text as="span" className={css.title}>
                  {title ?? body}
                </Text>
              </>
            }
          >
            <Text variant="body2" className={css.body}>
              {body}
            </Text>
            {item.provenance && (
              <div className={css.provenance}>
                <ProvenanceChip provenance={item.provenance} label={provenanceLabel(item.provenance, APP_NAME)} />
              </div>
            )}
            <Stack direction="row" gap={1} justify="flex-end" className={css.actions}>
              <ButtonLink to={briefPath({ saved_id: item.id })} size="small" startIcon={<Icon path={mdiNotePlusOutline} size="small" />}>
                Start a brief
              </ButtonLink>
              <Button color="error" size="small" startIcon={<Icon path={mdiDeleteOutline} size="small" />} onClick={() => deletion.request(item.id)}>
                Delete
              </Button>
            </Stack>
          </Disclosure>
        );
      })}
      {deletion.dialog}
    </div>
  );
}
