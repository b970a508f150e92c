import { useState } from 'react';
import toast from 'react-hot-toast/headless';
import { promoteSet as promoteSchema, type SetSummary } from '@curio/core/study-sets';
import { errorMessage } from '../../../lib/api-client';
import { Alert, Button, Dialog, DialogText, Stack, TextField } from '../../../ui';
import { usePromoteSet } from '../api/promote-set';
import { SETS_TEXT } from '../sets-texts';

interface Props {
  set: Pick<SetSummary, 'id' | 'title'>;
  open: boolean;
  onClose: () => void;
}

/** An admin copies a set its owner offers (or one of their own) into the public catalogue, as a course of a category. */
export function PromoteSetDialog({ set, open, onClose }: Props) {
  const promote = usePromoteSet();
  const [category, setCategory] = useState('');
  const [course, setCourse] = useState(set.title);
  const [problem, setProblem] = useState<string | null>(null);

  const submit = () => {
    const checked = promoteSchema.safeParse({ category, course: course.trim() || undefined });
    if (!checked.success) return setProblem('Give the category a name (one line).');
    setProblem(null);
    promote.mutate(
      { id: set.id, promotion: checked.data },
      {
        onSuccess: (added) => {
          toast.success(`Added to the catalogue: ${added.category} › ${added.course}`);
          onClose();
        },
      },
    );
  };

  return (
    <Dialog
      open={open}
      onClose={() => !promote.isPending && onClose()}
      title="Add to the catalogue"
      size="xs"
      actions={
        <>
          <Button onClick={onClose} disabled={promote.isPending}>
            Cancel
          </Button>
          <Button variant="contained" onClick={submit} loading={promote.isPending}>
            Add
          </Button>
        </>
      }
    >
      <Stack gap={2}>
        <DialogText>A copy of this set becomes a course everyone can open. The set itself stays as it is, with its owner.</DialogText>
        <TextField label="Category" value={category} onChange={(e) => setCategory(e.target.value)} required />
        <TextField label="Course name" value={course} onChange={(e) => setCourse(e.target.value)} helperText="Leave empty to use the set's title." />
        {(problem ?? promote.isError) && <Alert severity="error">{problem ?? errorMessage(promote.error, SETS_TEXT.requestFailed)}</Alert>}
      </Stack>
    </Dialog>
  );
}
