import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import SaveOutlinedIcon from '@mui/icons-material/SaveOutlined';
import { SETS_MSG, type ImportReply } from '@curio/core/study-sets';
import { SET_ITEMS_MAX, SET_TITLE_MAX } from '@curio/core/study-sets-rules';
import { countsText } from '../sets-texts';
import { ItemsTable } from './items-table';

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
    <Stack spacing={2.5}>
      <Alert severity={preview.problem_count > 0 ? 'warning' : 'success'} role="status">
        {total.toLocaleString('en')} {total === 1 ? 'item' : 'items'} understood ({countsText(preview)})
        {preview.problem_count > 0 &&
          `; ${preview.problem_count.toLocaleString('en')} ${preview.problem_count === 1 ? 'line' : 'lines'} could not be read and will be left out`}
        .
      </Alert>

      {preview.notices.length > 0 && (
        <Alert severity="info">
          <Box component="ul" sx={{ m: 0, pl: 2 }}>
            {preview.notices.map((notice) => (
              <li key={notice}>{notice}</li>
            ))}
          </Box>
        </Alert>
      )}

      {preview.problems.length > 0 && (
        <Box>
          <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
            Lines left out
          </Typography>
          <List dense aria-label="Lines left out" sx={{ typography: 'body2', maxHeight: 240, overflow: 'auto', border: 1, borderColor: 'divider', borderRadius: 2 }}>
            {preview.problems.map((problem, i) => (
              <ListItem key={i} sx={{ wordBreak: 'break-word' }}>
                Line {problem.line}: {problem.reason}
              </ListItem>
            ))}
          </List>
          {more > 0 && (
            <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
              and {more.toLocaleString('en')} more.
            </Typography>
          )}
        </Box>
      )}

      <Box>
        <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700, mb: 1 }}>
          Items
        </Typography>
        <ItemsTable items={preview.items} total={total} label="Items understood" />
      </Box>

      {tooMany && <Alert severity="error">{SETS_MSG.tooManyItems}</Alert>}
      {saveError && (
        <Alert severity="error" role="alert">
          {saveError}
        </Alert>
      )}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} alignItems={{ sm: 'flex-start' }}>
        {!into && (
          <TextField
            label="Title of the new set"
            value={title}
            onChange={(e) => onTitleChange(e.target.value)}
            size="small"
            required
            slotProps={{ htmlInput: { maxLength: SET_TITLE_MAX } }}
            sx={{ flex: 1, maxWidth: { sm: 420 } }}
          />
        )}
        <Button variant="contained" startIcon={<SaveOutlinedIcon />} onClick={onSave} loading={saving} disabled={tooMany || (!into && !title.trim())}>
          {into ? `Add to ${into.title}` : 'Save as a new set'}
        </Button>
      </Stack>
    </Stack>
  );
}
