import type { KeyboardEvent, ReactNode, RefObject } from 'react';
import { mdiArrowDown, mdiArrowUp, mdiClose, mdiFormatUnderline, mdiPlus } from '@mdi/js';
import { clozeAsked, QUESTION_PARTS_MAX, QUESTION_PARTS_MIN, QUESTION_TYPE_LABELS, QUESTION_TYPES, TRUE_FALSE_OPTIONS, type QuestionType } from '@curio/core/question-types-rules';
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
import { Button, Checkbox, Icon, IconButton, SelectField, Stack, Text, TextField, VisuallyHidden } from '../../../ui';
import css from './question-fields.module.css';

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
  cell: (name: CellName) => { label: string; error: boolean; helperText: string | undefined; size: 'small' };
  /** the attribute the editor finds a cell by */
  htmlInput: (name: CellName) => { 'data-cell': string };
}

const letter = (index: number) => String.fromCharCode(65 + index);

/** A message of a whole list (too few pairs, entries alike), under it. */
function ListError({ message }: { message: string | undefined }) {
  return message ? (
    <Text variant="caption" tone="error" role="alert">
      {message}
    </Text>
  ) : null;
}

function AddButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <Button size="small" startIcon={<Icon path={mdiPlus} size="small" />} onClick={onClick} className={css.add}>
      {label}
    </Button>
  );
}

/** A small button beside a field, level with its box under the label. */
function FieldButton({ label, path, onClick, disabled }: { label: string; path: string; onClick: () => void; disabled?: boolean }) {
  return (
    <IconButton size="small" label={label} onClick={onClick} disabled={disabled} className={css.beside}>
      <Icon path={path} size="small" />
    </IconButton>
  );
}

/** One entry of a list: its fields side by side, then what it can do. */
function Entry({ children }: { children: ReactNode }) {
  return (
    <Stack direction="row" gap={0.5} align="flex-start">
      {children}
    </Stack>
  );
}

export function TypeSelect({ row, number, edit }: FieldKit) {
  return (
    <SelectField
      size="small"
      label={EDITOR_TEXT.typeLabel}
      aria-label={`Type of item ${number}`}
      value={row.type}
      onChange={(e) => edit((current) => withType(current, e.target.value as QuestionType))}
    >
      {QUESTION_TYPES.map((type) => (
        <option key={type} value={type}>
          {QUESTION_TYPE_LABELS[type]}
        </option>
      ))}
    </SelectField>
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
    <Stack gap={1}>
      <Stack gap={0.5}>
        <Button
          size="small"
          variant="outlined"
          startIcon={<Icon path={mdiFormatUnderline} size="small" />}
          // keeps the selection in the question while the button is pressed
          onMouseDown={(e) => e.preventDefault()}
          onClick={makeBlank}
          aria-label={`${EDITOR_TEXT.makeBlank} in item ${number}`}
          className={css.add}
        >
          {EDITOR_TEXT.makeBlank}
        </Button>
        <Text variant="caption" tone="secondary">
          {EDITOR_TEXT.clozeHelp}
        </Text>
      </Stack>
      <div role="region" aria-label={`${EDITOR_TEXT.clozePreview}, item ${number}`} className={css.preview}>
        <Text variant="caption" tone="secondary" as="div">
          {EDITOR_TEXT.clozePreview}
        </Text>
        <Text variant="body2" aria-live="polite" className={css.asked}>
          {clozeAsked(row.prompt) || '—'}
        </Text>
      </div>
    </Stack>
  );
}

/** Options, with the right one chosen below (multiple choice) or ticked beside each (multiple response). */
function OptionsFields(kit: FieldKit) {
  const { row, number, errors, edit, onEnter, cell, htmlInput } = kit;
  const many = row.type === 'multiple_response';
  return (
    <Stack gap={1}>
      {row.options.map((option, index) => (
        <Entry key={index}>
          {many && (
            <Checkbox
              label={<VisuallyHidden>{`Option ${letter(index)} is right`}</VisuallyHidden>}
              checked={row.rights[index] ?? false}
              onChange={(e) => edit((current) => withRight(current, index, e.target.checked))}
              className={css.right}
            />
          )}
          <TextField
            {...cell(`option-${index}`)}
            {...htmlInput(`option-${index}`)}
            value={option}
            onChange={(e) => edit((current) => withOption(current, index, e.target.value))}
            onKeyDown={onEnter}
          />
          {row.options.length > SET_OPTIONS_MIN && (
            <FieldButton label={`Remove option ${letter(index)} of item ${number}`} path={mdiClose} onClick={() => edit((current) => withoutOption(current, index))} />
          )}
        </Entry>
      ))}
      {many && !errors?.rights && (
        <Text variant="caption" tone="secondary">
          {EDITOR_TEXT.rightsHelp}
        </Text>
      )}
      <ListError message={errors?.options ?? errors?.rights} />
      <Stack rowFrom="sm" gap={1} align="flex-start">
        {row.options.length < SET_OPTIONS_MAX && <AddButton label="Add option" onClick={() => edit(withAddedOption)} />}
        {!many && (
          <SelectField {...cell('answer')} {...htmlInput('answer')} value={String(row.answer)} onChange={(e) => edit((current) => ({ ...current, answer: Number(e.target.value) }))}>
            <option value="-1" disabled>
              Choose…
            </option>
            {row.options.map((text, index) => (
              <option key={index} value={index}>
                {letter(index)}
                {text.trim() ? `: ${text.trim().slice(0, 60)}` : ''}
              </option>
            ))}
          </SelectField>
        )}
      </Stack>
    </Stack>
  );
}

function TrueFalseField({ row, edit, cell, htmlInput }: FieldKit) {
  const value = row.truth === null ? '' : String(row.truth);
  return (
    <SelectField {...cell('answer')} {...htmlInput('answer')} value={value} onChange={(e) => edit((current) => ({ ...current, truth: e.target.value === 'true' }))}>
      <option value="" disabled>
        Choose…
      </option>
      <option value="true">{TRUE_FALSE_OPTIONS[0]}</option>
      <option value="false">{TRUE_FALSE_OPTIONS[1]}</option>
    </SelectField>
  );
}

function AcceptedField({ row, errors, edit, cell, htmlInput }: FieldKit) {
  return (
    <TextField
      {...cell('accepted')}
      {...htmlInput('accepted')}
      helperText={errors?.accepted ?? EDITOR_TEXT.acceptedHelp}
      value={row.accepted}
      onChange={(e) => edit((current) => ({ ...current, accepted: e.target.value }))}
      multiline
      minRows={2}
    />
  );
}

function NumbersFields({ row, number, errors, edit, onEnter, cell, htmlInput }: FieldKit) {
  return (
    <Stack gap={1}>
      {row.numbers.map((n, index) => {
        const [first, second] = n.range ? (['min', 'max'] as const) : (['value', 'tolerance'] as const);
        return (
          <Entry key={index}>
            <div className={css.pair}>
              <SelectField
                size="small"
                label={`Number ${index + 1}`}
                value={n.range ? 'range' : 'value'}
                onChange={(e) => edit((current) => withNumber(current, index, { range: e.target.value === 'range' }))}
                className={css.whole}
              >
                <option value="value">{EDITOR_TEXT.numberKinds.value}</option>
                <option value="range">{EDITOR_TEXT.numberKinds.range}</option>
              </SelectField>
              {[first, second].map((field) => {
                const name: CellName = `number-${index}-${field}`;
                return (
                  <TextField
                    key={field}
                    {...cell(name)}
                    {...htmlInput(name)}
                    inputMode="decimal"
                    value={n[field]}
                    placeholder={field === 'tolerance' ? '0' : undefined}
                    onChange={(e) => edit((current) => withNumber(current, index, { [field]: e.target.value }))}
                    onKeyDown={onEnter}
                  />
                );
              })}
            </div>
            {row.numbers.length > 1 && (
              <FieldButton label={`Remove number ${index + 1} of item ${number}`} path={mdiClose} onClick={() => edit((current) => withoutNumber(current, index))} />
            )}
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
    <Stack gap={1}>
      {row.pairs.map((pair, index) => (
        <Entry key={index}>
          <div className={css.pair}>
            {(['prompt', 'match'] as const).map((field) => {
              const name: CellName = `pair-${index}-${field}`;
              return (
                <TextField
                  key={field}
                  {...cell(name)}
                  {...htmlInput(name)}
                  value={pair[field]}
                  onChange={(e) => edit((current) => withPair(current, index, { [field]: e.target.value }))}
                  onKeyDown={onEnter}
                />
              );
            })}
          </div>
          {row.pairs.length > QUESTION_PARTS_MIN && (
            <FieldButton label={`Remove pair ${index + 1} of item ${number}`} path={mdiClose} onClick={() => edit((current) => withoutPair(current, index))} />
          )}
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
    <Stack gap={1}>
      {row.sequence.map((step, index) => {
        const name: CellName = `step-${index}`;
        return (
          <Entry key={index}>
            <TextField {...cell(name)} {...htmlInput(name)} value={step} onChange={(e) => edit((current) => withStep(current, index, e.target.value))} onKeyDown={onEnter} />
            <FieldButton
              label={`Move position ${index + 1} of item ${number} up`}
              path={mdiArrowUp}
              disabled={index === 0}
              onClick={() => edit((current) => withStepMoved(current, index, -1))}
            />
            <FieldButton
              label={`Move position ${index + 1} of item ${number} down`}
              path={mdiArrowDown}
              disabled={index === last}
              onClick={() => edit((current) => withStepMoved(current, index, 1))}
            />
            {row.sequence.length > QUESTION_PARTS_MIN && (
              <FieldButton label={`Remove position ${index + 1} of item ${number}`} path={mdiClose} onClick={() => edit((current) => withoutStep(current, index))} />
            )}
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
