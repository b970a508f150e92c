import { useState } from 'react';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { CsvColumns } from '@curio/core/study-sets';
import { SET_OPTIONS_MAX, SET_OPTIONS_MIN } from '@curio/core/study-sets-rules';
import { columnLabels, guessColumns, type CsvSample } from '../csv-sample';
import type { ImportChoice } from '../import-query';
import { SETS_TEXT } from '../sets-texts';

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
    <TextField
      select
      size="small"
      label={label}
      value={value === undefined ? '' : String(value)}
      onChange={(e) => onChange(e.target.value === '' ? undefined : Number(e.target.value))}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      sx={{ width: { sm: 200 } }}
    >
      {optional && <option value="">None</option>}
      {labels.map((name, i) => (
        <option key={i} value={i}>
          {name}
        </option>
      ))}
    </TextField>
  );
}

/** The options of a CSV, TSV or spreadsheet paste: how it is split, and which column holds what. */
export function CsvOptions({ csv, sample, onChange }: Props) {
  const known = DELIMITERS.some((d) => d.value === csv.delimiter);
  const [other, setOther] = useState(!known);
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
    <Stack spacing={2.5}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} alignItems={{ sm: 'center' }}>
        <TextField
          select
          size="small"
          label="Separator"
          value={other ? OTHER : csv.delimiter}
          onChange={(e) => {
            const isOther = e.target.value === OTHER;
            setOther(isOther);
            onChange({ ...csv, delimiter: isOther ? '|' : e.target.value });
          }}
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          sx={{ width: { sm: 180 } }}
        >
          {DELIMITERS.map((d) => (
            <option key={d.label} value={d.value}>
              {d.label}
            </option>
          ))}
          <option value={OTHER}>Other…</option>
        </TextField>
        {other && (
          <TextField size="small" label="Other separator" value={csv.delimiter} onChange={(e) => onChange({ ...csv, delimiter: e.target.value })} slotProps={{ htmlInput: { maxLength: 10 } }} />
        )}
        {!other && csv.delimiter === '' && sample && (
          <Typography variant="body2" color="text.secondary" sx={{ whiteSpace: 'nowrap' }}>
            Detected: {DELIMITER_NAMES[sample.delimiter] ?? `“${sample.delimiter}”`}
          </Typography>
        )}
        <FormControlLabel control={<Checkbox checked={csv.header} onChange={(e) => onChange({ ...csv, header: e.target.checked })} />} label="The first row names the columns" />
      </Stack>

      <FormControl>
        <FormLabel id="csv-kind">Each row is</FormLabel>
        <RadioGroup
          row
          aria-labelledby="csv-kind"
          value={columns.kind}
          onChange={(e) => setColumns(guessColumns(sample ?? { rows: [], delimiter: ',', columnCount: 2, widest: 2 }, csv.header, e.target.value as CsvColumns['kind']))}
        >
          <FormControlLabel value="flashcard" control={<Radio />} label="A card: term and definition" />
          <FormControlLabel value="question" control={<Radio />} label="A question: question, options and answer" />
        </RadioGroup>
      </FormControl>

      {sample && labels.length > 0 && (
        <>
          {sample.widest > sample.columnCount && (
            <Typography variant="body2" color="text.secondary">
              {SETS_TEXT.columnsCut(sample.columnCount, sample.widest)}
            </Typography>
          )}
          {columns.kind === 'flashcard' ? (
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <ColumnSelect label="Term column" value={columns.front} labels={labels} onChange={(front) => setColumns({ ...columns, front: front ?? 0 })} />
              <ColumnSelect label="Definition column" value={columns.back} labels={labels} onChange={(back) => setColumns({ ...columns, back: back ?? 0 })} />
            </Stack>
          ) : (
            <Stack spacing={2}>
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
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
              <FormControl component="fieldset" error={columns.options.length < SET_OPTIONS_MIN}>
                <FormLabel component="legend">Option columns</FormLabel>
                <FormGroup row>
                  {labels.map((name, i) => (
                    <FormControlLabel
                      key={i}
                      control={
                        <Checkbox
                          checked={columns.options.includes(i)}
                          disabled={!columns.options.includes(i) && columns.options.length >= SET_OPTIONS_MAX}
                          onChange={(e) => toggleOption(i, e.target.checked)}
                        />
                      }
                      label={name}
                    />
                  ))}
                </FormGroup>
                <FormHelperText>
                  {SET_OPTIONS_MIN} to {SET_OPTIONS_MAX} columns. The answer column holds the right option's text, or its letter (A, B, …) or number (1, 2, …).
                </FormHelperText>
              </FormControl>
            </Stack>
          )}

          <Box>
            <Typography variant="subtitle2" component="h3" sx={{ mb: 1 }}>
              The first rows
            </Typography>
            {/* it scrolls when the rows are wide: a keyboard reaches it to scroll it */}
            <TableContainer tabIndex={0} role="region" aria-label="The first rows of the file, scrollable" sx={{ border: 1, borderColor: 'divider', borderRadius: 2, maxHeight: 280 }}>
              <Table size="small" stickyHeader aria-label="The first rows of the file">
                <TableHead>
                  <TableRow>
                    {labels.map((name, i) => (
                      <TableCell key={i} sx={{ whiteSpace: 'nowrap', fontWeight: 700 }}>
                        {name}
                      </TableCell>
                    ))}
                  </TableRow>
                </TableHead>
                <TableBody>
                  {rows.map((row, r) => (
                    <TableRow key={r}>
                      {labels.map((_, i) => (
                        <TableCell key={i} sx={{ maxWidth: 240, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
                          {row[i] ?? ''}
                        </TableCell>
                      ))}
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </TableContainer>
          </Box>
        </>
      )}
    </Stack>
  );
}
