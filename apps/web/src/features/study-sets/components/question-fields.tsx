import type { KeyboardEvent, ReactNode, RefObject } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import CloseIcon from '@mui/icons-material/Close';
import FormatUnderlinedIcon from '@mui/icons-material/FormatUnderlined';
import { clozeAsked, QUESTION_PARTS_MAX, QUESTION_PARTS_MIN, QUESTION_TYPE_LABELS, QUESTION_TYPES, TRUE_FALSE_OPTIONS, type QuestionType } from '@curio/core/question-types';
import { SET_OPTIONS_MAX, SET_OPTIONS_MIN } from '@curio/core/study-sets-rules';
import {
  withAddedNumber,
  withAddedOption,
  withAddedPair,
  withAddedStep,
  withBlank,
  withNumber,
  withoutNumber,
  withoutOption,
  withoutPair,
  withoutStep,
  withOption,
  withPair,
  withRight,
  withStep,
  withStepMoved,
  withType,
  type CellName,
  type EditorRow,
  type RowErrors,
} from '../editor-rows';
import { EDITOR_TEXT } from '../sets-texts';

/*
 * A question row's own fields, by its type: its type, and what the type needs to be graded. Every
 * field is labelled (a list's entries by their place), its message under it.
 */

export interface FieldKit {
  row: EditorRow;
  number: number;
  errors: RowErrors | undefined;
  edit: (change: (row: EditorRow) => EditorRow) => void;
  /** Enter in a one-line cell goes on */
  onEnter: (event: KeyboardEvent<HTMLElement>) => void;
  /** a field's label, message and size */
  cell: (name: CellName) => { label: string; error: boolean; helperText: string | undefined; size: 'small'; fullWidth: true };
  /** the attribute the editor finds a cell by */
  htmlInput: (name: CellName) => Record<string, string>;
}

const letter = (index: number) => String.fromCharCode(65 + index);

/** A message of a whole list (too few pairs, entries alike), under it. */
function ListError({ message }: { message: string | undefined }) {
  return message ? (
    <Typography variant="caption" color="error" role="alert">
      {message}
    </Typography>
  ) : null;
}

function AddButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <Button size="small" startIcon={<AddIcon />} onClick={onClick} sx={{ alignSelf: 'flex-start', flexShrink: 0, mt: { sm: 0.5 } }}>
      {label}
    </Button>
  );
}

function RemoveButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <IconButton size="small" aria-label={label} onClick={onClick} sx={{ mt: 0.5 }}>
      <CloseIcon fontSize="small" />
    </IconButton>
  );
}

/** One entry of a list: its fields side by side, then what it can do. */
function Entry({ children }: { children: ReactNode }) {
  return (
    <Stack direction="row" spacing={0.5} alignItems="flex-start" sx={{ minWidth: 0 }}>
      {children}
    </Stack>
  );
}

export function TypeSelect({ row, number, edit }: FieldKit) {
  return (
    <TextField
      select
      size="small"
      fullWidth
      label={EDITOR_TEXT.typeLabel}
      value={row.type}
      onChange={(e) => edit((current) => withType(current, e.target.value as QuestionType))}
      slotProps={{ select: { native: true }, htmlInput: { 'aria-label': `Type of item ${number}` }, inputLabel: { shrink: true } }}
    >
      {QUESTION_TYPES.map((type) => (
        <option key={type} value={type}>
          {QUESTION_TYPE_LABELS[type]}
        </option>
      ))}
    </TextField>
  );
}

/** A cloze question's helper under its text: Make blank wraps the selection; the preview shows it as asked. */
export function ClozeTools({ row, number, edit, promptRef }: FieldKit & { promptRef: RefObject<HTMLTextAreaElement | null> }) {
  const makeBlank = () => {
    const area = promptRef.current;
    if (!area) return;
    const made = withBlank(area.value, area.selectionStart, area.selectionEnd);
    edit((current) => ({ ...current, prompt: made.text }));
    // after React writes the text, the blank's words stay selected, to type over or go on from
    requestAnimationFrame(() => {
      area.focus();
      area.setSelectionRange(made.start, made.end);
    });
  };
  return (
    <Stack spacing={1}>
      <Stack spacing={0.5}>
        <Button
          size="small"
          variant="outlined"
          startIcon={<FormatUnderlinedIcon />}
          // keeps the selection in the question while the button is pressed
          onMouseDown={(e) => e.preventDefault()}
          onClick={makeBlank}
          aria-label={`${EDITOR_TEXT.makeBlank} in item ${number}`}
          sx={{ alignSelf: 'flex-start', flexShrink: 0 }}
        >
          {EDITOR_TEXT.makeBlank}
        </Button>
        <Typography variant="caption" color="text.secondary">
          {EDITOR_TEXT.clozeHelp}
        </Typography>
      </Stack>
      <Box role="region" aria-label={`${EDITOR_TEXT.clozePreview}, item ${number}`} sx={{ p: 1, bgcolor: 'action.hover', borderRadius: 1, minWidth: 0 }}>
        <Typography variant="caption" color="text.secondary" component="div">
          {EDITOR_TEXT.clozePreview}
        </Typography>
        <Typography variant="body2" aria-live="polite" sx={{ whiteSpace: 'pre-line', wordBreak: 'break-word' }}>
          {clozeAsked(row.prompt) || '—'}
        </Typography>
      </Box>
    </Stack>
  );
}

/** Options, with the right one chosen below (multiple choice) or ticked beside each (multiple response). */
function OptionsFields(kit: FieldKit) {
  const { row, number, errors, edit, onEnter, cell, htmlInput } = kit;
  const many = row.type === 'multiple_response';
  return (
    <Stack spacing={1}>
      {row.options.map((option, index) => (
        <Entry key={index}>
          {many && (
            <Checkbox
              size="small"
              checked={row.rights[index] ?? false}
              onChange={(e) => edit((current) => withRight(current, index, e.target.checked))}
              slotProps={{ input: { 'aria-label': `Option ${letter(index)} is right` } }}
              sx={{ mt: 0.25 }}
            />
          )}
          <TextField
            {...cell(`option-${index}`)}
            value={option}
            onChange={(e) => edit((current) => withOption(current, index, e.target.value))}
            onKeyDown={onEnter}
            slotProps={{ htmlInput: htmlInput(`option-${index}`) }}
          />
          {row.options.length > SET_OPTIONS_MIN && (
            <RemoveButton label={`Remove option ${letter(index)} of item ${number}`} onClick={() => edit((current) => withoutOption(current, index))} />
          )}
        </Entry>
      ))}
      {many && !errors?.rights && (
        <Typography variant="caption" color="text.secondary">
          {EDITOR_TEXT.rightsHelp}
        </Typography>
      )}
      <ListError message={errors?.options ?? errors?.rights} />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} alignItems={{ sm: 'flex-start' }}>
        {row.options.length < SET_OPTIONS_MAX && <AddButton label="Add option" onClick={() => edit(withAddedOption)} />}
        {!many && (
          <TextField
            {...cell('answer')}
            select
            value={String(row.answer)}
            onChange={(e) => edit((current) => ({ ...current, answer: Number(e.target.value) }))}
            slotProps={{ select: { native: true }, htmlInput: htmlInput('answer'), inputLabel: { shrink: true } }}
          >
            <option value="-1" disabled>
              Choose…
            </option>
            {row.options.map((text, index) => (
              <option key={index} value={index}>
                {letter(index)}
                {text.trim() ? `: ${text.trim().slice(0, 60)}` : ''}
              </option>
            ))}
          </TextField>
        )}
      </Stack>
    </Stack>
  );
}

function TrueFalseField({ row, edit, cell, htmlInput }: FieldKit) {
  const value = row.truth === null ? '' : String(row.truth);
  return (
    <TextField
      {...cell('answer')}
      select
      value={value}
      onChange={(e) => edit((current) => ({ ...current, truth: e.target.value === 'true' }))}
      slotProps={{ select: { native: true }, htmlInput: htmlInput('answer'), inputLabel: { shrink: true } }}
    >
      <option value="" disabled>
        Choose…
      </option>
      <option value="true">{TRUE_FALSE_OPTIONS[0]}</option>
      <option value="false">{TRUE_FALSE_OPTIONS[1]}</option>
    </TextField>
  );
}

function AcceptedField({ row, errors, edit, cell, htmlInput }: FieldKit) {
  return (
    <TextField
      {...cell('accepted')}
      helperText={errors?.accepted ?? EDITOR_TEXT.acceptedHelp}
      value={row.accepted}
      onChange={(e) => edit((current) => ({ ...current, accepted: e.target.value }))}
      multiline
      minRows={2}
      slotProps={{ htmlInput: htmlInput('accepted') }}
    />
  );
}

function NumbersFields({ row, number, errors, edit, onEnter, cell, htmlInput }: FieldKit) {
  return (
    <Stack spacing={1}>
      {row.numbers.map((n, index) => {
        const [first, second] = n.range ? (['min', 'max'] as const) : (['value', 'tolerance'] as const);
        return (
          <Entry key={index}>
            <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)', flex: 1, minWidth: 0 }}>
              <TextField
                select
                size="small"
                label={`Number ${index + 1}`}
                value={n.range ? 'range' : 'value'}
                onChange={(e) => edit((current) => withNumber(current, index, { range: e.target.value === 'range' }))}
                slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
                fullWidth
                sx={{ gridColumn: '1 / -1' }}
              >
                <option value="value">{EDITOR_TEXT.numberKinds.value}</option>
                <option value="range">{EDITOR_TEXT.numberKinds.range}</option>
              </TextField>
              {[first, second].map((field) => {
                const name: CellName = `number-${index}-${field}`;
                return (
                  <TextField
                    key={field}
                    {...cell(name)}
                    value={n[field]}
                    placeholder={field === 'tolerance' ? '0' : undefined}
                    onChange={(e) => edit((current) => withNumber(current, index, { [field]: e.target.value }))}
                    onKeyDown={onEnter}
                    slotProps={{ htmlInput: { ...htmlInput(name), inputMode: 'decimal' }, inputLabel: { shrink: true } }}
                  />
                );
              })}
            </Box>
            {row.numbers.length > 1 && <RemoveButton label={`Remove number ${index + 1} of item ${number}`} onClick={() => edit((current) => withoutNumber(current, index))} />}
          </Entry>
        );
      })}
      <ListError message={errors?.numbers} />
      {row.numbers.length < QUESTION_PARTS_MAX && <AddButton label="Add number" onClick={() => edit(withAddedNumber)} />}
    </Stack>
  );
}

function PairsFields({ row, number, errors, edit, onEnter, cell, htmlInput }: FieldKit) {
  return (
    <Stack spacing={1}>
      {row.pairs.map((pair, index) => (
        <Entry key={index}>
          <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)', flex: 1, minWidth: 0 }}>
            {(['prompt', 'match'] as const).map((field) => {
              const name: CellName = `pair-${index}-${field}`;
              return (
                <TextField
                  key={field}
                  {...cell(name)}
                  value={pair[field]}
                  onChange={(e) => edit((current) => withPair(current, index, { [field]: e.target.value }))}
                  onKeyDown={onEnter}
                  slotProps={{ htmlInput: htmlInput(name) }}
                />
              );
            })}
          </Box>
          {row.pairs.length > QUESTION_PARTS_MIN && <RemoveButton label={`Remove pair ${index + 1} of item ${number}`} onClick={() => edit((current) => withoutPair(current, index))} />}
        </Entry>
      ))}
      <ListError message={errors?.pairs} />
      {row.pairs.length < QUESTION_PARTS_MAX && <AddButton label="Add pair" onClick={() => edit(withAddedPair)} />}
    </Stack>
  );
}

function SequenceFields({ row, number, errors, edit, onEnter, cell, htmlInput }: FieldKit) {
  const last = row.sequence.length - 1;
  return (
    <Stack spacing={1}>
      {row.sequence.map((step, index) => {
        const name: CellName = `step-${index}`;
        return (
          <Entry key={index}>
            <TextField {...cell(name)} value={step} onChange={(e) => edit((current) => withStep(current, index, e.target.value))} onKeyDown={onEnter} slotProps={{ htmlInput: htmlInput(name) }} />
            <IconButton size="small" aria-label={`Move position ${index + 1} of item ${number} up`} disabled={index === 0} onClick={() => edit((current) => withStepMoved(current, index, -1))} sx={{ mt: 0.5 }}>
              <ArrowUpwardIcon fontSize="small" />
            </IconButton>
            <IconButton size="small" aria-label={`Move position ${index + 1} of item ${number} down`} disabled={index === last} onClick={() => edit((current) => withStepMoved(current, index, 1))} sx={{ mt: 0.5 }}>
              <ArrowDownwardIcon fontSize="small" />
            </IconButton>
            {row.sequence.length > QUESTION_PARTS_MIN && <RemoveButton label={`Remove position ${index + 1} of item ${number}`} onClick={() => edit((current) => withoutStep(current, index))} />}
          </Entry>
        );
      })}
      <ListError message={errors?.sequence} />
      {row.sequence.length < QUESTION_PARTS_MAX && <AddButton label="Add item" onClick={() => edit(withAddedStep)} />}
    </Stack>
  );
}

/** What the row's type needs to be graded; a cloze question's answers are in its text. */
export function AnswerFields(kit: FieldKit) {
  switch (kit.row.type) {
    case 'multiple_choice':
    case 'multiple_response':
      return <OptionsFields {...kit} />;
    case 'true_false':
      return <TrueFalseField {...kit} />;
    case 'typed':
      return <AcceptedField {...kit} />;
    case 'numeric':
      return <NumbersFields {...kit} />;
    case 'matching':
      return <PairsFields {...kit} />;
    case 'ordering':
      return <SequenceFields {...kit} />;
    case 'cloze':
      return null;
  }
}
