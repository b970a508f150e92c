import { mdiContentSaveOutline } from '@mdi/js';
import { SETS_MSG } from '@curio/core/study-sets-messages';
import type { ImportReply } from '@curio/core/study-sets';
import { SET_ITEMS_MAX, SET_TITLE_MAX } from '@curio/core/study-sets-rules';
import { countsText } from '../sets-texts';
import { Alert, Button, Icon, Stack, Text, TextField } from '../../../ui';
import { ItemsTable } from './items-table';
import css from './import-preview-panel.module.css';

interface Props {
  preview: ImportReply;
  /** the set the items go into; null: a new set, named here */
  into: { id: number; title: string } | null;
  title: string;
  onTitleChange: (title: string) => void;
  saving: boolean;
  /** the server's refusal of the save, shown as it says it */
  saveError: string | null;
  onSave: () => void;
}

/** What the file gave: the items understood, the lines that were not and why, and how to save it. */
export function ImportPreviewPanel({ preview, into, title, onTitleChange, saving, saveError, onSave }: Props) {
  const total = preview.question_count + preview.flashcard_count;
  const tooMany = total > SET_ITEMS_MAX;
  const more = preview.problem_count - preview.problems.length;

  return (
    <Stack gap={2.5}>
      <Alert severity={preview.problem_count > 0 ? 'warning' : 'success'} role="status">
        {total.toLocaleString('en')} {total === 1 ? 'item' : 'items'} understood ({countsText(preview)})
        {preview.problem_count > 0 &&
          `; ${preview.problem_count.toLocaleString('en')} ${preview.problem_count === 1 ? 'line' : 'lines'} could not be read and will be left out`}
        .
      </Alert>

      {preview.notices.length > 0 && (
        <Alert severity="info">
          <ul className={css.notices}>
            {preview.notices.map((notice) => (
              <li key={notice}>{notice}</li>
            ))}
          </ul>
        </Alert>
      )}

      {preview.problems.length > 0 && (
        <div>
          <Text variant="subtitle1" as="h3" bold>
            Lines left out
          </Text>
          <ul aria-label="Lines left out" className={css.problems}>
            {preview.problems.map((problem, i) => (
              <li key={i}>
                Line {problem.line}: {problem.reason}
              </li>
            ))}
          </ul>
          {more > 0 && (
            <Text variant="body2" tone="secondary" className={css.more}>
              and {more.toLocaleString('en')} more.
            </Text>
          )}
        </div>
      )}

      <div>
        <Text variant="subtitle1" as="h3" bold className={css.itemsTitle}>
          Items
        </Text>
        <ItemsTable items={preview.items} total={total} label="Items understood" />
      </div>

      {tooMany && <Alert severity="error">{SETS_MSG.tooManyItems}</Alert>}
      {saveError && <Alert severity="error">{saveError}</Alert>}
      <Stack rowFrom="sm" gap={1.5} className={css.save}>
        {!into && (
          <TextField
            label="Title of the new set"
            value={title}
            onChange={(e) => onTitleChange(e.target.value)}
            size="small"
            required
            maxLength={SET_TITLE_MAX}
            className={css.title}
          />
        )}
        <Button
          variant="contained"
          startIcon={<Icon path={mdiContentSaveOutline} size="small" />}
          onClick={onSave}
          loading={saving}
          disabled={tooMany || (!into && !title.trim())}
          className={css.saveButton}
        >
          {into ? `Add to ${into.title}` : 'Save as a new set'}
        </Button>
      </Stack>
    </Stack>
  );
}
