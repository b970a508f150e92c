import { useState, type ChangeEvent, type Ref } from 'react';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import CheckCircleRoundedIcon from '@mui/icons-material/CheckCircleRounded';
import ErrorOutlineRoundedIcon from '@mui/icons-material/ErrorOutlineRounded';
import RadioButtonUncheckedRoundedIcon from '@mui/icons-material/RadioButtonUncheckedRounded';
import { ACCOUNT_MSG } from '@curio/core/account-messages';
import { passwordProblem } from '@curio/core/account';

interface Props {
  label: string;
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => void;
  /** the form's own check on submit, or the server's verdict: shown until the field changes */
  error?: string | undefined;
  /** a sentence said after the rule */
  note?: string;
  autoFocus?: boolean;
  required?: boolean;
  inputRef?: Ref<HTMLInputElement>;
}

const iconSx = { fontSize: 16, mr: 0.75, mt: '1px', flexShrink: 0 } as const;

/**
 * A field that takes a new password, with the rule under it (its accessible description). While
 * the learner types, the rule's mark turns green once the length is right; what is still wrong is
 * said when they leave the field. The text changes only then, so the polite live region speaks
 * once per verdict, not at every key. The common-password list stays on the server: its verdict
 * comes back as `error`.
 */
export function NewPasswordField({ label, value, onChange, error, note, autoFocus, required, inputRef }: Props) {
  const [left, setLeft] = useState(false);
  const problem = value ? passwordProblem(value) : null;
  const shown = error ?? (left ? (problem ?? undefined) : undefined);
  const met = Boolean(value) && !problem;

  const hint = shown ? (
    <>
      <ErrorOutlineRoundedIcon aria-hidden sx={iconSx} />
      <span>{shown}</span>
    </>
  ) : (
    <>
      {met ? (
        <CheckCircleRoundedIcon aria-hidden color="success" data-testid="password-rule-met" sx={iconSx} />
      ) : (
        <RadioButtonUncheckedRoundedIcon aria-hidden sx={{ ...iconSx, color: 'text.disabled' }} />
      )}
      <span>
        {ACCOUNT_MSG.passwordRule}
        {note && ` ${note}`}
      </span>
    </>
  );

  return (
    <TextField
      label={label}
      type="password"
      autoComplete="new-password"
      autoFocus={autoFocus}
      required={required}
      inputRef={inputRef}
      value={value}
      onChange={(event) => {
        setLeft(false);
        onChange(event);
      }}
      onBlur={() => setLeft(true)}
      error={Boolean(shown)}
      helperText={<Box component="span" sx={{ display: 'flex', alignItems: 'flex-start' }}>{hint}</Box>}
      slotProps={{ formHelperText: { 'aria-live': 'polite' } }}
    />
  );
}
