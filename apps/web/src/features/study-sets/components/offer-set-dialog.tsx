import { useId } from 'react';
import toast from 'react-hot-toast';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import type { SetSummary } from '@curio/core/study-sets';
import { SET_OFFER_TEXT } from '@curio/core/study-sets-messages';
import { errorMessage } from '../../../lib/api-client';
import { useOfferSet } from '../api/offer-set';
import { SETS_TEXT } from '../sets-texts';

interface Props {
  set: Pick<SetSummary, 'id' | 'title'>;
  onClose: () => void;
}

/** The learner's consent to an admin's promotion, asked with what it means before it is given. */
export function OfferSetDialog({ set, onClose }: Props) {
  const titleId = useId();
  const textId = useId();
  const offer = useOfferSet();

  const confirm = () =>
    offer.mutate(
      { id: set.id, offered: true },
      {
        onSuccess: () => {
          toast.success(SET_OFFER_TEXT.suggestedToast(set.title));
          onClose();
        },
      },
    );

  return (
    <Dialog open onClose={() => !offer.isPending && onClose()} aria-labelledby={titleId} aria-describedby={textId} maxWidth="xs" fullWidth>
      <DialogTitle id={titleId}>{SET_OFFER_TEXT.dialogTitle}</DialogTitle>
      <DialogContent>
        <DialogContentText id={textId}>{SET_OFFER_TEXT.dialogText}</DialogContentText>
        {offer.isError && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {errorMessage(offer.error, SETS_TEXT.requestFailed)}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={offer.isPending}>
          Cancel
        </Button>
        <Button variant="contained" onClick={confirm} loading={offer.isPending}>
          {SET_OFFER_TEXT.confirm}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
