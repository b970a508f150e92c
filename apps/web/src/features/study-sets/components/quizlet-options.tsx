import { RadioGroup, Stack, TextField } from '../../../ui';
import type { ImportChoice } from '../import-query';
import css from './import-options.module.css';

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
  const preset = presets.some((p) => p.value === value);
  return (
    <Stack rowFrom="sm" gap={1} className={css.separator}>
      <RadioGroup
        row
        legend={label}
        value={preset ? value : CUSTOM}
        options={[...presets, { value: CUSTOM, label: 'Custom' }]}
        onChange={(next) => onChange(next === CUSTOM ? customDefault : next)}
      />
      {!preset && <TextField size="small" inline label={`Custom ${label.toLowerCase()}`} value={value} onChange={(e) => onChange(e.target.value)} maxLength={10} className={css.custom} />}
    </Stack>
  );
}

/** Quizlet's export settings, chosen again here: what is between a term and its definition, and between cards. */
export function QuizletOptions({ quizlet, onChange }: { quizlet: QuizletChoice; onChange: (quizlet: QuizletChoice) => void }) {
  return (
    <Stack gap={2}>
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
