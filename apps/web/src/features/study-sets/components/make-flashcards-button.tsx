import { useState } from 'react';
import { mdiCardsOutline } from '@mdi/js';
import type { UseCaseCardsResult } from '@curio/core/study-sets';
import { SET_TITLE_MAX } from '@curio/core/study-sets-rules';
import { FormDialog } from '../../../components/form-dialog';
import { errorMessage } from '../../../lib/api-client';
import { Alert, Button, ButtonLink, Dialog, Icon, SelectField, Stack, TextField } from '../../../ui';
import { useSets } from '../api/get-sets';
import { useMakeUseCaseCards } from '../api/make-usecase-cards';
import { setPath } from '../set-paths';
import { countsText, SETS_TEXT } from '../sets-texts';

interface Props {
  keyword: string;
  /** each use case's whole text, as generated or saved */
  useCases: string[];
}

const NEW_SET = 'new';

/** "Make flashcards": use cases become cards of a set the learner picks, or of a new one. */
export function MakeFlashcardsButton({ keyword, useCases }: Props) {
  const [open, setOpen] = useState(false);
  const [made, setMade] = useState<UseCaseCardsResult | null>(null);
  return (
    <>
      <Button size="small" startIcon={<Icon path={mdiCardsOutline} size="small" />} onClick={() => setOpen(true)}>
        {SETS_TEXT.makeCards}
      </Button>
      {open && (
        <MakeCardsDialog
          keyword={keyword}
          useCases={useCases}
          onClose={() => setOpen(false)}
          onMade={(result) => {
            setOpen(false);
            setMade(result);
          }}
        />
      )}
      <CardsMadeDialog result={made} onClose={() => setMade(null)} />
    </>
  );
}

function MakeCardsDialog({ keyword, useCases, onClose, onMade }: Props & { onClose: () => void; onMade: (result: UseCaseCardsResult) => void }) {
  const sets = useSets();
  const make = useMakeUseCaseCards();
  const [target, setTarget] = useState(NEW_SET);
  const [title, setTitle] = useState(keyword.slice(0, SET_TITLE_MAX));
  const [problem, setProblem] = useState<string | null>(null);

  const submit = () => {
    const newSet = target === NEW_SET;
    if (newSet && !title.trim()) return setProblem('Give the new set a title.');
    setProblem(null);
    make.mutate({ keyword, use_cases: useCases, ...(newSet ? { title: title.trim() } : { set_id: Number(target) }) }, { onSuccess: onMade });
  };

  return (
    <FormDialog
      open
      onClose={onClose}
      title={SETS_TEXT.makeCards}
      description={SETS_TEXT.makeCardsHelp(useCases.length, keyword)}
      submitLabel={SETS_TEXT.makeCards}
      pending={make.isPending}
      onSubmit={submit}
      error={problem ?? (make.isError ? errorMessage(make.error, SETS_TEXT.requestFailed) : undefined)}
    >
      <Stack gap={2}>
        <SelectField
          label={SETS_TEXT.cardsTarget}
          value={target}
          onChange={(e) => setTarget(e.target.value)}
          disabled={sets.isPending}
          helperText={sets.isError ? SETS_TEXT.loadFailed : undefined}
        >
          <option value={NEW_SET}>{SETS_TEXT.newSetOption}</option>
          {sets.data?.map((set) => (
            <option key={set.id} value={set.id}>
              {set.title}
              {set.question_count + set.flashcard_count > 0 ? ` · ${countsText(set)}` : ''}
            </option>
          ))}
        </SelectField>
        {target === NEW_SET && <TextField label={SETS_TEXT.newSetTitle} value={title} onChange={(e) => setTitle(e.target.value)} required maxLength={SET_TITLE_MAX} />}
      </Stack>
    </FormDialog>
  );
}

/** What was made, by whom, and the way to the set. */
function CardsMadeDialog({ result, onClose }: { result: UseCaseCardsResult | null; onClose: () => void }) {
  return (
    <Dialog
      open={result !== null}
      onClose={onClose}
      title={result ? SETS_TEXT.cardsAdded(result.added, result.set.title) : ''}
      actions={
        result && (
          <>
            <Button onClick={onClose}>Close</Button>
            <ButtonLink to={setPath({ id: result.set.id })} variant="contained">
              {SETS_TEXT.openSet}
            </ButtonLink>
          </>
        )
      }
    >
      {result && (
        <Alert severity={result.ai_failed ? 'warning' : 'info'}>
          {result.written_by ? SETS_TEXT.cardsWrittenBy(result.written_by) : result.ai_failed ? SETS_TEXT.cardsAiFailed : SETS_TEXT.cardsAsWritten}
        </Alert>
      )}
    </Dialog>
  );
}
