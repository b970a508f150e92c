import { useState } from 'react';
import toast from 'react-hot-toast/headless';
import { mdiBookmarkMultipleOutline, mdiFileUploadOutline, mdiPlus } from '@mdi/js';
import type { SetSummary } from '@curio/core/study-sets';
import { SET_OFFER_TEXT, SETS_MSG } from '@curio/core/study-sets-messages';
import { SETS_PER_LEARNER } from '@curio/core/study-sets-rules';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { ErrorState } from '../../../components/error-state';
import { PageLoader } from '../../../components/page-loader';
import { errorMessage } from '../../../lib/api-client';
import { useAuth } from '../../../lib/use-auth';
import { useDeleteSet } from '../api/delete-set';
import { useDuplicateSet } from '../api/duplicate-set';
import { useSets } from '../api/get-sets';
import { useOfferSet } from '../api/offer-set';
import { OfferSetDialog } from '../components/offer-set-dialog';
import { PromoteSetDialog } from '../components/promote-set-dialog';
import { SetCard } from '../components/set-card';
import { ShareSetDialog } from '../components/share-set-dialog';
import { importPath, NEW_SET_PATH } from '../set-paths';
import { SETS_TEXT } from '../sets-texts';
import { Alert, ButtonLink, Card, Container, Icon, Stack, Text } from '../../../ui';
import css from './set-pages.module.css';

/** A full list cannot take another set: the links are shown, but off. */
const offWhen = (disabled: boolean) => (disabled ? { 'aria-disabled': true, tabIndex: -1 } : {});

function CreateButtons({ disabled }: { disabled: boolean }) {
  return (
    <>
      <ButtonLink to={importPath()} variant="outlined" startIcon={<Icon path={mdiFileUploadOutline} size="small" />} {...offWhen(disabled)}>
        Import
      </ButtonLink>
      <ButtonLink to={NEW_SET_PATH} variant="contained" startIcon={<Icon path={mdiPlus} size="small" />} {...offWhen(disabled)}>
        New set
      </ButtonLink>
    </>
  );
}

/** No sets yet: what a set is, and both ways to make one. */
function EmptySets() {
  return (
    <Card className={css.empty}>
      <div aria-hidden className={css.emptyIcon}>
        <Icon path={mdiBookmarkMultipleOutline} size="inherit" />
      </div>
      <Text variant="h5" as="h2" gutterBottom bold>
        {SETS_TEXT.emptyTitle}
      </Text>
      <Text tone="secondary" className={css.emptyText}>
        {SETS_TEXT.emptyText}
      </Text>
      <Stack rowFrom="sm" gap={1.5} justify="center">
        <CreateButtons disabled={false} />
      </Stack>
      <Text variant="caption" tone="secondary" as="p" className={css.limits}>
        {SETS_TEXT.limits}
      </Text>
    </Card>
  );
}

/** /sets: the learner's own study sets, newest change first, with everything that can be done to them. */
export function MySetsPage() {
  const { kidsLocked, isAdmin } = useAuth();
  const sets = useSets();
  const duplicate = useDuplicateSet();
  const remove = useDeleteSet();
  const withdraw = useOfferSet();
  const [sharing, setSharing] = useState<SetSummary | null>(null);
  const [deleting, setDeleting] = useState<SetSummary | null>(null);
  const [promoting, setPromoting] = useState<SetSummary | null>(null);
  const [offering, setOffering] = useState<SetSummary | null>(null);

  const full = (sets.data?.length ?? 0) >= SETS_PER_LEARNER;
  // the dialog shows the list's copy of the set, so a change made in it shows there at once
  const shared = sharing && (sets.data?.find((set) => set.id === sharing.id) ?? sharing);

  const onDuplicate = (set: SetSummary) =>
    duplicate.mutate(set.id, {
      onSuccess: (copy) => toast.success(SETS_TEXT.duplicated(copy.title)),
      onError: (err) => toast.error(errorMessage(err, SETS_TEXT.requestFailed)),
    });

  // consent is asked for with what it means; its withdrawal is taken at once
  const onOffer = (set: SetSummary) => {
    if (!set.offered_at) return setOffering(set);
    withdraw.mutate(
      { id: set.id, offered: false },
      {
        onSuccess: () => toast.success(SET_OFFER_TEXT.withdrawnToast(set.title)),
        onError: (err) => toast.error(errorMessage(err, SETS_TEXT.requestFailed)),
      },
    );
  };

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => {
        setDeleting(null);
        toast.success(SETS_TEXT.deleted);
      },
      onError: (err) => {
        setDeleting(null);
        toast.error(errorMessage(err, SETS_TEXT.requestFailed));
      },
    });
  };

  return (
    <Container maxWidth="md" className={css.page}>
      <Stack rowFrom="sm" gap={2} justify="space-between" className={css.header}>
        <div>
          <Text variant="h4" as="h1">
            {SETS_TEXT.title}
          </Text>
          {sets.data && sets.data.length > 0 && (
            <Text variant="body2" tone="secondary">
              {SETS_TEXT.setCount(sets.data.length)}
            </Text>
          )}
        </div>
        {sets.data && sets.data.length > 0 && (
          <Stack direction="row" gap={1.5}>
            <CreateButtons disabled={full} />
          </Stack>
        )}
      </Stack>

      {sets.isPending ? (
        <PageLoader label="Loading your sets" />
      ) : sets.isError ? (
        <ErrorState message={errorMessage(sets.error, SETS_TEXT.loadFailed)} onRetry={() => void sets.refetch()} />
      ) : sets.data.length === 0 ? (
        <EmptySets />
      ) : (
        <>
          {full && (
            <Alert severity="info" className={css.full}>
              {SETS_MSG.tooManySets}
            </Alert>
          )}
          <Stack gap={2} as="ul" aria-label="My sets" className={css.list}>
            {sets.data.map((set) => (
              <SetCard
                key={set.id}
                set={set}
                canShare={!kidsLocked}
                canPromote={isAdmin}
                onShare={() => setSharing(set)}
                onDuplicate={() => onDuplicate(set)}
                onDelete={() => setDeleting(set)}
                onPromote={() => setPromoting(set)}
                onOffer={() => onOffer(set)}
              />
            ))}
          </Stack>
        </>
      )}

      {shared && <ShareSetDialog set={shared} open onClose={() => setSharing(null)} />}
      {promoting && <PromoteSetDialog set={promoting} open onClose={() => setPromoting(null)} />}
      {offering && <OfferSetDialog set={offering} onClose={() => setOffering(null)} />}
      <ConfirmDialog
        open={deleting !== null}
        title="Delete set"
        message={deleting ? SETS_TEXT.deleteConfirm(deleting.title) : ''}
        confirmLabel="Delete"
        pending={remove.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
      />
    </Container>
  );
}
