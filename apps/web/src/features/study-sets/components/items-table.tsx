import { type ReactNode, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { answerText, clozeAsked, QUESTION_TYPE_LABELS } from '@curio/core/question-types';
import type { SetItem } from '@curio/core/study-sets';
import { SET_DEFAULT_TOPIC } from '@curio/core/study-sets-rules';
import { SETS_TEXT } from '../sets-texts';

/** Items read, not edited: an import's preview, a shared set. The first ones only, with the total. */
const ITEMS_SHOWN = 100;

const wide = { display: { xs: 'none', sm: 'table-cell' } } as const;
const text = { whiteSpace: 'pre-line', wordBreak: 'break-word' } as const;

/** Lines a long cell shows until it is opened; a 4 000-character answer would make a page of a row. */
const CLIPPED_LINES = 6;
/** Past these characters (or lines) a cell may not fit its lines, so it is clipped and can be opened. */
const CLIP_FROM_CHARS = 280;
const clipped = { display: '-webkit-box', WebkitLineClamp: CLIPPED_LINES, WebkitBoxOrient: 'vertical', overflow: 'hidden' } as const;

/**
 * A cell's text, clipped to its first lines when long, with a button to show it all. Only its
 * look is clipped: the whole text stays in the page, for screen readers and the browser's search.
 */
function Clipped({ length, lines, children }: { length: number; lines: number; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  if (length <= CLIP_FROM_CHARS && lines <= CLIPPED_LINES) return <>{children}</>;
  return (
    <>
      <Box sx={open ? undefined : clipped}>{children}</Box>
      <Button size="small" aria-expanded={open} onClick={() => setOpen(!open)} sx={{ mt: 0.5, ml: -0.75, px: 0.75, minWidth: 0 }}>
        {open ? SETS_TEXT.showLess : SETS_TEXT.showAll}
      </Button>
    </>
  );
}

/** A cell of text, clipped when long. */
function TextCell({ value }: { value: string }) {
  return (
    <Clipped length={value.length} lines={value.split('\n').length}>
      {value}
    </Clipped>
  );
}

/** A card's definition; a question's options with the right ones ticked, or its answer as text. */
function Answer({ item }: { item: SetItem }) {
  if (item.kind === 'flashcard') return <TextCell value={item.back} />;
  if (item.type !== 'multiple_choice' && item.type !== 'multiple_response') return <TextCell value={answerText(item)} />;
  const rights: readonly string[] = item.type === 'multiple_choice' ? [item.answer] : item.answers;
  return (
    <Clipped length={item.options.join(' · ').length + 2 * rights.length} lines={1}>
      {item.options.map((option, i) => (
        <Box component="span" key={i} sx={rights.includes(option) ? { fontWeight: 700, color: 'success.dark' } : { color: 'text.secondary' }}>
          {i > 0 && ' · '}
          {rights.includes(option) ? `✓ ${option}` : option}
        </Box>
      ))}
    </Clipped>
  );
}

/** The question as the learner reads it: a cloze question with its blanks. */
const promptOf = (item: SetItem) => (item.kind === 'flashcard' ? item.front : item.type === 'cloze' ? clozeAsked(item.question) : item.question);

interface Props {
  items: readonly SetItem[];
  label: string;
  /** how many there are in all, when `items` is the first page of them */
  total?: number;
}

export function ItemsTable({ items, label, total = items.length }: Props) {
  const shown = items.slice(0, ITEMS_SHOWN);
  return (
    <>
      {total > shown.length && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {SETS_TEXT.itemsShown(shown.length, total)}
        </Typography>
      )}
      <TableContainer sx={{ border: 1, borderColor: 'divider', borderRadius: 2 }}>
        <Table size="small" aria-label={label}>
          <TableHead>
            <TableRow>
              <TableCell sx={wide}>#</TableCell>
              <TableCell>Kind</TableCell>
              <TableCell>Term or question</TableCell>
              <TableCell>Definition or options</TableCell>
              <TableCell sx={wide}>Topic</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {shown.map((item, i) => (
              <TableRow key={i} sx={{ verticalAlign: 'top' }}>
                <TableCell sx={{ ...wide, color: 'text.secondary' }}>{i + 1}</TableCell>
                <TableCell>
                  {/* amber is a fill (its text is ink): as a text colour it would not read */}
                  {item.kind === 'question' ? (
                    <Chip size="small" label={QUESTION_TYPE_LABELS[item.type]} color="secondary" sx={{ maxWidth: 1, height: 'auto', '& .MuiChip-label': { whiteSpace: 'normal', py: 0.25 } }} />
                  ) : (
                    <Chip size="small" variant="outlined" label="Card" color="primary" />
                  )}
                </TableCell>
                <TableCell sx={text}>
                  <TextCell value={promptOf(item)} />
                </TableCell>
                <TableCell sx={text}>
                  <Answer item={item} />
                </TableCell>
                <TableCell sx={{ ...wide, color: 'text.secondary' }}>{item.topic ?? SET_DEFAULT_TOPIC}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </>
  );
}
