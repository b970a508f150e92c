import { useId, useState } from 'react';
import clsx from 'clsx';
import type { CsvColumns } from '@curio/core/study-sets';
import { SET_OPTIONS_MAX, SET_OPTIONS_MIN } from '@curio/core/study-sets-rules';
import { columnLabels, guessColumns, type CsvSample } from '../csv-sample';
import type { ImportChoice } from '../import-query';
import { SETS_TEXT } from '../sets-texts';
import { Checkbox, RadioGroup, SelectField, Stack, Text, TextField } from '../../../ui';
import css from './import-options.module.css';

type CsvChoice = ImportChoice['csv'];

interface Props {
  csv: CsvChoice;
  /** the first rows as read with the chosen delimiter; null until there is a file or text */
  sample: CsvSample | null;
  onChange: (csv: CsvChoice) => void;
}

const DELIMITERS = [
  { value: '', label: 'Detect' },
  { value: ',', label: 'Comma' },
  { value: ';', label: 'Semicolon' },
  { value: '\t', label: 'Tab' },
] as const;
const OTHER = 'other';
const DELIMITER_NAMES: Record<string, string> = { ',': 'comma', ';': 'semicolon', '\t': 'tab', '|': 'bar' };

function ColumnSelect({ label, value, labels, onChange, optional = false }: { label: string; value: number | undefined; labels: string[]; onChange: (value: number | undefined) => void; optional?: boolean }) {
  return (
    <SelectField
      size="small"
      label={label}
      value={value === undefined ? '' : String(value)}
      onChange={(e) => onChange(e.target.value === '' ? undefined : Number(e.target.value))}
      className={css.column}
    >
      {optional && <option value="">None</option>}
      {labels.map((name, i) => (
        <option key={i} value={i}>
          {name}
        </option>
      ))}
    </SelectField>
  );
}

/** The options of a CSV, TSV or spreadsheet paste: how it is split, and which column holds what. */
export function CsvOptions({ csv, sample, onChange }: Props) {
  const known = DELIMITERS.some((d) => d.value === csv.delimiter);
  const [other, setOther] = useState(!known);
  const helpId = useId();
  const labels = sample ? columnLabels(sample, csv.header) : [];
  const columns = csv.columns;
  const setColumns = (next: CsvColumns) => onChange({ ...csv, columns: next });
  const rows = sample ? sample.rows.slice(csv.header ? 1 : 0) : [];

  const toggleOption = (index: number, on: boolean) => {
    if (columns.kind !== 'question') return;
    const options = on ? [...columns.options, index].sort((a, b) => a - b) : columns.options.filter((i) => i !== index);
    setColumns({ ...columns, options });
  };

  return (
    <Stack gap={2.5}>
      <Stack rowFrom="sm" gap={2} className={css.split}>
        <SelectField
          size="small"
          label="Separator"
          value={other ? OTHER : csv.delimiter}
          onChange={(e) => {
            const isOther = e.target.value === OTHER;
            setOther(isOther);
            onChange({ ...csv, delimiter: isOther ? '|' : e.target.value });
          }}
          className={css.delimiter}
        >
          {DELIMITERS.map((d) => (
            <option key={d.label} value={d.value}>
              {d.label}
            </option>
          ))}
          <option value={OTHER}>Other…</option>
        </SelectField>
        {other && <TextField size="small" label="Other separator" value={csv.delimiter} onChange={(e) => onChange({ ...csv, delimiter: e.target.value })} maxLength={10} />}
        {!other && csv.delimiter === '' && sample && (
          <Text variant="body2" tone="secondary" className={css.detected}>
            Detected: {DELIMITER_NAMES[sample.delimiter] ?? `“${sample.delimiter}”`}
          </Text>
        )}
        <Checkbox checked={csv.header} onChange={(e) => onChange({ ...csv, header: e.target.checked })} label="The first row names the columns" />
      </Stack>

      <RadioGroup
        row
        legend="Each row is"
        value={columns.kind}
        options={[
          { value: 'flashcard', label: 'A card: term and definition' },
          { value: 'question', label: 'A question: question, options and answer' },
        ]}
        onChange={(kind) => setColumns(guessColumns(sample ?? { rows: [], delimiter: ',', columnCount: 2, widest: 2 }, csv.header, kind))}
      />

      {sample && labels.length > 0 && (
        <>
          {sample.widest > sample.columnCount && (
            <Text variant="body2" tone="secondary">
              {SETS_TEXT.columnsCut(sample.columnCount, sample.widest)}
            </Text>
          )}
          {columns.kind === 'flashcard' ? (
            <Stack rowFrom="sm" gap={2}>
              <ColumnSelect label="Term column" value={columns.front} labels={labels} onChange={(front) => setColumns({ ...columns, front: front ?? 0 })} />
              <ColumnSelect label="Definition column" value={columns.back} labels={labels} onChange={(back) => setColumns({ ...columns, back: back ?? 0 })} />
            </Stack>
          ) : (
            <Stack gap={2}>
              <Stack rowFrom="sm" gap={2}>
                <ColumnSelect label="Question column" value={columns.question} labels={labels} onChange={(question) => setColumns({ ...columns, question: question ?? 0 })} />
                <ColumnSelect label="Answer column" value={columns.answer} labels={labels} onChange={(answer) => setColumns({ ...columns, answer: answer ?? 0 })} />
                <ColumnSelect
                  label="Explanation column"
                  value={columns.explanation}
                  labels={labels}
                  optional
                  onChange={(explanation) => {
                    const { explanation: _dropped, ...rest } = columns;
                    setColumns(explanation === undefined ? rest : { ...rest, explanation });
                  }}
                />
              </Stack>
              <fieldset className={clsx(css.options, columns.options.length < SET_OPTIONS_MIN && css.tooFew)} aria-describedby={helpId}>
                <legend className={css.legend}>Option columns</legend>
                <div className={css.checks}>
                  {labels.map((name, i) => (
                    <Checkbox
                      key={i}
                      label={name}
                      checked={columns.options.includes(i)}
                      disabled={!columns.options.includes(i) && columns.options.length >= SET_OPTIONS_MAX}
                      onChange={(e) => toggleOption(i, e.target.checked)}
                    />
                  ))}
                </div>
                <p id={helpId} className={css.help}>
                  {SET_OPTIONS_MIN} to {SET_OPTIONS_MAX} columns. The answer column holds the right option's text, or its letter (A, B, …) or number (1, 2, …).
                </p>
              </fieldset>
            </Stack>
          )}

          <div>
            <Text variant="subtitle2" as="h3" className={css.rowsTitle}>
              The first rows
            </Text>
            {/* it scrolls when the rows are wide: a keyboard reaches it to scroll it */}
            <div tabIndex={0} role="region" aria-label="The first rows of the file, scrollable" className={css.rows}>
              <table aria-label="The first rows of the file" className={css.table}>
                <thead>
                  <tr>
                    {labels.map((name, i) => (
                      <th key={i} scope="col">
                        {name}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {rows.map((row, r) => (
                    <tr key={r}>
                      {labels.map((_, i) => (
                        <td key={i}>{row[i] ?? ''}</td>
                      ))}
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </div>
        </>
      )}
    </Stack>
  );
}
