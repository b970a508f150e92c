import { useState } from 'react';
import { mdiPublish } from '@mdi/js';
import type { OfferedSet } from '@curio/core/study-sets';
import { SET_OFFER_TEXT } from '@curio/core/study-sets-messages';
import { OFFERED_SETS_LISTED } from '@curio/core/study-sets-rules';
import { ErrorState } from '../../../components/error-state';
import { PageLoader } from '../../../components/page-loader';
import { errorMessage } from '../../../lib/api-client';
import { useOfferedSets } from '../api/get-offered-sets';
import { PromoteSetDialog } from '../components/promote-set-dialog';
import { countsText } from '../sets-texts';
import { Button, Card, Container, Icon, Stack, Text } from '../../../ui';
import css from './set-pages.module.css';

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });

function OfferedSetCard({ set, onAdd }: { set: OfferedSet; onAdd: () => void }) {
  return (
    <Card as="li" aria-label={set.title}>
      <div className={css.cardContent}>
        <Text variant="h6" as="h2" bold className={css.breaks}>
          {set.title}
        </Text>
        <Text variant="body2" tone="secondary">
          {countsText(set)} · {SET_OFFER_TEXT.offeredBy(set.owner.name)} on <time dateTime={set.offered_at}>{dateFormat.format(new Date(set.offered_at))}</time>
        </Text>
        {set.description && (
          <Text variant="body2" className={css.cardDescription}>
            {set.description}
          </Text>
        )}
      </div>
      <div className={css.cardActions}>
        <Button size="small" variant="contained" startIcon={<Icon path={mdiPublish} size="small" />} onClick={onAdd} aria-label={`${SET_OFFER_TEXT.add}: ${set.title}`}>
          {SET_OFFER_TEXT.add}
        </Button>
      </div>
    </Card>
  );
}

/** /admin/offered-sets: the sets learners offer for the catalogue, the longest waiting first, each a click from being added. */
export function OfferedSetsPage() {
  const offered = useOfferedSets();
  const [adding, setAdding] = useState<OfferedSet | null>(null);

  return (
    <Container maxWidth="md" className={css.page}>
      <Text variant="h4" as="h1" className={css.heading}>
        {SET_OFFER_TEXT.adminTitle}
      </Text>
      <Text tone="secondary" className={css.intro}>
        {SET_OFFER_TEXT.adminIntro}
      </Text>

      {offered.isPending ? (
        <PageLoader label="Loading the offered sets" />
      ) : offered.isError ? (
        <ErrorState message={errorMessage(offered.error, SET_OFFER_TEXT.adminLoadFailed)} onRetry={() => void offered.refetch()} />
      ) : offered.data.length === 0 ? (
        <Card className={css.none}>
          <Text tone="secondary" role="status">
            {SET_OFFER_TEXT.adminEmpty}
          </Text>
        </Card>
      ) : (
        <>
          <Stack gap={2} as="ul" aria-label={SET_OFFER_TEXT.adminTitle} className={css.list}>
            {offered.data.map((set) => (
              <OfferedSetCard key={set.id} set={set} onAdd={() => setAdding(set)} />
            ))}
          </Stack>
          {offered.data.length >= OFFERED_SETS_LISTED && (
            <Text variant="caption" tone="secondary" as="p" className={css.limits}>
              {SET_OFFER_TEXT.adminMore(offered.data.length)}
            </Text>
          )}
        </>
      )}

      {adding && <PromoteSetDialog set={adding} open onClose={() => setAdding(null)} />}
    </Container>
  );
}
