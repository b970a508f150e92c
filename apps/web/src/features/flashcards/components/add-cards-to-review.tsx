import toast from 'react-hot-toast/headless';
import { mdiPlusBoxMultipleOutline } from '@mdi/js';
import { ADD_TO_REVIEW_MSG } from '@curio/core/study-messages';
import { errorMessage } from '../../../lib/api-client';
import { Button, Icon } from '../../../ui';
import { type AddCardsRequest, useAddCardsToReview } from '../api/add-cards-to-review';

interface Props {
  /** what adds the cards: a catalogue topic's (addCardsToReview) or a set's */
  request: AddCardsRequest;
}

/** Puts the shown flashcards into the learner's daily review; says how many were new to it. */
export function AddCardsToReview({ request }: Props) {
  const add = useAddCardsToReview();
  const onClick = () =>
    add.mutate(
      request,
      {
        onSuccess: ({ added }) => toast.success(ADD_TO_REVIEW_MSG.added(added)),
        onError: (err) => toast.error(errorMessage(err, ADD_TO_REVIEW_MSG.failed)),
      },
    );
  return (
    <Button variant="outlined" size="small" startIcon={<Icon path={mdiPlusBoxMultipleOutline} size="small" />} onClick={onClick} loading={add.isPending}>
      {ADD_TO_REVIEW_MSG.addCards}
    </Button>
  );
}
