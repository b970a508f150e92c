import toast from 'react-hot-toast';
import Button from '@mui/material/Button';
import LibraryAddOutlinedIcon from '@mui/icons-material/LibraryAddOutlined';
import { ADD_TO_REVIEW_MSG } from '@curio/core/study-messages';
import { errorMessage } from '../../../lib/api-client';
import { useAddCardsToReview } from '../api/add-cards-to-review';

interface Props {
  category: string;
  course: string;
  topic: string;
}

/** Puts the topic's flashcards into the learner's daily review; says how many were new to it. */
export function AddCardsToReview({ category, course, topic }: Props) {
  const add = useAddCardsToReview();
  const onClick = () =>
    add.mutate(
      { category, course, topic },
      {
        onSuccess: ({ added }) => toast.success(ADD_TO_REVIEW_MSG.added(added)),
        onError: (err) => toast.error(errorMessage(err, ADD_TO_REVIEW_MSG.failed)),
      },
    );
  return (
    <Button variant="outlined" size="small" startIcon={<LibraryAddOutlinedIcon />} onClick={onClick} loading={add.isPending}>
      {ADD_TO_REVIEW_MSG.addCards}
    </Button>
  );
}
