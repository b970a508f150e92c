import { useId } from 'react';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { ImportChoice } from '../import-query';

type QuizletChoice = ImportChoice['quizlet'];

const CUSTOM = 'custom';

interface SeparatorProps {
  label: string;
  value: string;
  presets: readonly { value: string; label: string }[];
  /** what "Custom" starts with */
  customDefault: string;
  onChange: (value: string) => void;
}

function SeparatorChoice({ label, value, presets, customDefault, onChange }: SeparatorProps) {
  const labelId = useId();
  const preset = presets.some((p) => p.value === value);
  return (
    <FormControl>
      <FormLabel id={labelId}>{label}</FormLabel>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} alignItems={{ sm: 'center' }}>
        <RadioGroup row aria-labelledby={labelId} value={preset ? value : CUSTOM} onChange={(e) => onChange(e.target.value === CUSTOM ? customDefault : e.target.value)}>
          {presets.map((p) => (
            <FormControlLabel key={p.label} value={p.value} control={<Radio />} label={p.label} />
          ))}
          <FormControlLabel value={CUSTOM} control={<Radio />} label="Custom" />
        </RadioGroup>
        {!preset && (
          <TextField size="small" label={`Custom ${label.toLowerCase()}`} value={value} onChange={(e) => onChange(e.target.value)} slotProps={{ htmlInput: { maxLength: 10 } }} sx={{ maxWidth: 200 }} />
        )}
      </Stack>
    </FormControl>
  );
}

/** Quizlet's export settings, chosen again here: what is between a term and its definition, and between cards. */
export function QuizletOptions({ quizlet, onChange }: { quizlet: QuizletChoice; onChange: (quizlet: QuizletChoice) => void }) {
  return (
    <Stack spacing={2}>
      <SeparatorChoice
        label="Between term and definition"
        value={quizlet.termSeparator}
        presets={[
          { value: '\t', label: 'Tab' },
          { value: ',', label: 'Comma' },
        ]}
        customDefault=" - "
        onChange={(termSeparator) => onChange({ ...quizlet, termSeparator })}
      />
      <SeparatorChoice
        label="Between cards"
        value={quizlet.cardSeparator}
        presets={[
          { value: '\n', label: 'New line' },
          { value: ';', label: 'Semicolon' },
        ]}
        customDefault="|"
        onChange={(cardSeparator) => onChange({ ...quizlet, cardSeparator })}
      />
    </Stack>
  );
}
