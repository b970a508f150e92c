import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import toast from 'react-hot-toast';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import CollectionsBookmarkOutlinedIcon from '@mui/icons-material/CollectionsBookmarkOutlined';
import UploadFileOutlinedIcon from '@mui/icons-material/UploadFileOutlined';
import { SETS_MSG, type SetSummary } from '@curio/core/study-sets';
import { SET_OFFER_TEXT } from '@curio/core/study-sets-messages';
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

function CreateButtons({ disabled }: { disabled: boolean }) {
  return (
    <>
      <Button component={RouterLink} to={importPath()} variant="outlined" startIcon={<UploadFileOutlinedIcon />} disabled={disabled}>
        Import
      </Button>
      <Button component={RouterLink} to={NEW_SET_PATH} variant="contained" startIcon={<AddIcon />} disabled={disabled}>
        New set
      </Button>
    </>
  );
}

/** No sets yet: what a set is, and both ways to make one. */
function EmptySets() {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 3, sm: 5 }, textAlign: 'center' }}>
      <Box
        aria-hidden
        sx={{ mx: 'auto', mb: 2, width: 64, height: 64, borderRadius: '50%', display: 'grid', placeItems: 'center', bgcolor: 'primary.main', color: 'primary.contrastText' }}
      >
        <CollectionsBookmarkOutlinedIcon sx={{ fontSize: 32 }} />
      </Box>
      <Typography variant="h5" component="h2" gutterBottom sx={{ fontWeight: 700 }}>
        {SETS_TEXT.emptyTitle}
      </Typography>
      <Typography color="text.secondary" sx={{ maxWidth: 560, mx: 'auto', mb: 3 }}>
        {SETS_TEXT.emptyText}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} justifyContent="center">
        <CreateButtons disabled={false} />
      </Stack>
      <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 2 }}>
        {SETS_TEXT.limits}
      </Typography>
    </Paper>
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
    <Container maxWidth="md" sx={{ py: { xs: 2.5, sm: 4 } }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} justifyContent="space-between" alignItems={{ sm: 'flex-end' }} sx={{ mb: 3 }}>
        <Box>
          <Typography variant="h4" component="h1">
            {SETS_TEXT.title}
          </Typography>
          {sets.data && sets.data.length > 0 && (
            <Typography variant="body2" color="text.secondary">
              {SETS_TEXT.setCount(sets.data.length)}
            </Typography>
          )}
        </Box>
        {sets.data && sets.data.length > 0 && (
          <Stack direction="row" spacing={1.5}>
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
            <Alert severity="info" sx={{ mb: 2 }}>
              {SETS_MSG.tooManySets}
            </Alert>
          )}
          <Stack spacing={2} component="ul" aria-label="My sets" sx={{ listStyle: 'none', p: 0, m: 0 }}>
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
