import { useState, type ChangeEvent, type Ref } from 'react';
import clsx from 'clsx';
import { mdiAlertCircleOutline, mdiCheckCircle, mdiRadioboxBlank } from '@mdi/js';
import { ACCOUNT_MSG } from '@curio/core/account-messages';
import { passwordProblem } from '@curio/core/account';
import { Icon, TextField, type FieldElement } from '../../../ui';
import css from './new-password-field.module.css';

/** The element behind a TextField's ref: an input, typed to fit the text area it can also be. */

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
  inputRef?: Ref<FieldElement>;
}

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
      <Icon path={mdiAlertCircleOutline} className={css.mark} />
      <span>{shown}</span>
    </>
  ) : (
    <>
      {met ? (
        <Icon path={mdiCheckCircle} className={clsx(css.mark, css.met)} data-testid="password-rule-met" />
      ) : (
        <Icon path={mdiRadioboxBlank} className={clsx(css.mark, css.unmet)} />
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
      ref={inputRef}
      value={value}
      onChange={(event) => {
        setLeft(false);
        onChange(event);
      }}
      onBlur={() => setLeft(true)}
      error={Boolean(shown)}
      helperText={
        <span className={css.hint} aria-live="polite">
          {hint}
        </span>
      }
    />
  );
}
