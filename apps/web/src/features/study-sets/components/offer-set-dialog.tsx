import toast from 'react-hot-toast/headless';
import type { SetSummary } from '@curio/core/study-sets';
import { SET_OFFER_TEXT } from '@curio/core/study-sets-messages';
import { errorMessage } from '../../../lib/api-client';
import { Alert, Button, Dialog, DialogText, Stack } from '../../../ui';
import { useOfferSet } from '../api/offer-set';
import { SETS_TEXT } from '../sets-texts';

interface Props {
  set: Pick<SetSummary, 'id' | 'title'>;
  onClose: () => void;
}

/** The learner's consent to an admin's promotion, asked with what it means before it is given. */
export function OfferSetDialog({ set, onClose }: Props) {
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
    <Dialog
      open
      onClose={() => !offer.isPending && onClose()}
      title={SET_OFFER_TEXT.dialogTitle}
      size="xs"
      actions={
        <>
          <Button onClick={onClose} disabled={offer.isPending}>
            Cancel
          </Button>
          <Button variant="contained" onClick={confirm} loading={offer.isPending}>
            {SET_OFFER_TEXT.confirm}
          </Button>
        </>
      }
    >
      <Stack gap={2}>
        <DialogText>{SET_OFFER_TEXT.dialogText}</DialogText>
        {offer.isError && <Alert severity="error">{errorMessage(offer.error, SETS_TEXT.requestFailed)}</Alert>}
      </Stack>
    </Dialog>
  );
}
