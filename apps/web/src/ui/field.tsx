import { useId, type CSSProperties, type InputHTMLAttributes, type ReactNode, type Ref, type SelectHTMLAttributes, type TextareaHTMLAttributes } from 'react';
import clsx from 'clsx';
import { visuallyHidden } from './layout';
import css from './field.module.css';

interface FieldLook {
  label: ReactNode;
  /** a hint under the field, or the error when `error` is set */
  helperText?: ReactNode;
  error?: boolean;
  size?: 'small' | 'medium';
  /** as wide as its content instead of the line */
  inline?: boolean;
  /** the label is read out but not shown (the field's place says what it is) */
  hideLabel?: boolean;
  className?: string;
}

/** A label, the control and its hint, tied together by ids for a screen reader. */
function Field({ id, label, helperText, error, size, inline, hideLabel, disabled, className, children }: FieldLook & { id: string; disabled?: boolean; children: ReactNode }) {
  return (
    <div className={clsx(css.field, error && css.error, size === 'small' && css.small, inline && css.inline, disabled && css.disabled, className)}>
      <label htmlFor={id} className={clsx(css.label, hideLabel && visuallyHidden)}>
        {label}
      </label>
      {children}
      {helperText && (
        <div id={`${id}-helper`} className={css.helper}>
          {helperText}
        </div>
      )}
    </div>
  );
}

/** What a TextField's ref holds: its input, or its text area when multiline. */
export type FieldElement = HTMLInputElement & HTMLTextAreaElement;

type InputAttributes = Omit<InputHTMLAttributes<HTMLInputElement>, 'size'> & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'size'>;

export interface TextFieldProps extends FieldLook, Omit<InputAttributes, 'className' | 'children'> {
  /** a text area that grows with its text, from `minRows` (or `rows`) to `maxRows` lines */
  multiline?: boolean;
  minRows?: number;
  maxRows?: number;
  startAdornment?: ReactNode;
  endAdornment?: ReactNode;
  ref?: Ref<FieldElement>;
}

/** A labelled text input (or text area) with its hint or error under it. */
export function TextField({ label, helperText, error, size, inline, hideLabel, className, multiline, minRows, maxRows, rows, startAdornment, endAdornment, id, disabled, ...input }: TextFieldProps) {
  const ownId = useId();
  const fieldId = id ?? ownId;
  const described = clsx(helperText && `${fieldId}-helper`, input['aria-describedby']) || undefined;
  const common = { id: fieldId, disabled, className: css.input, 'aria-invalid': error || undefined, ...input, 'aria-describedby': described };
  return (
    <Field id={fieldId} {...{ label, helperText, error, size, inline, hideLabel, className, disabled }}>
      <div className={css.box}>
        {startAdornment && <span className={css.adornment}>{startAdornment}</span>}
        {multiline ? (
          <textarea {...common} rows={rows} style={{ '--min-rows': minRows ?? rows ?? 1, '--max-rows': maxRows ?? rows ?? 1000, ...input.style } as CSSProperties} />
        ) : (
          <input {...common} />
        )}
        {endAdornment && <span className={css.adornment}>{endAdornment}</span>}
      </div>
    </Field>
  );
}

export interface SelectFieldProps extends FieldLook, Omit<SelectHTMLAttributes<HTMLSelectElement>, 'className' | 'size'> {
  /** the choices, as `<option>` elements */
  children: ReactNode;
}

/** A labelled choice from a list: the platform's own select, which a phone opens as its picker. */
export function SelectField({ label, helperText, error, size, inline, hideLabel, className, id, disabled, children, ...select }: SelectFieldProps) {
  const ownId = useId();
  const fieldId = id ?? ownId;
  return (
    <Field id={fieldId} {...{ label, helperText, error, size, inline, hideLabel, className, disabled }}>
      <div className={css.box}>
        <select
          id={fieldId}
          disabled={disabled}
          className={clsx(css.input, css.select)}
          aria-invalid={error || undefined}
          aria-describedby={helperText ? `${fieldId}-helper` : undefined}
          {...select}
        >
          {children}
        </select>
      </div>
    </Field>
  );
}

interface CheckProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'size'> {
  label: ReactNode;
}

/** A checkbox with its label beside it; the whole label toggles it. */
export function Checkbox({ label, className, disabled, ...input }: CheckProps) {
  return (
    <label className={clsx(css.check, disabled && css.disabled, className)}>
      <input type="checkbox" disabled={disabled} {...input} />
      {label}
    </label>
  );
}

/** An on/off setting: a checkbox read out as a switch. */
export function Switch({ label, className, disabled, ...input }: CheckProps) {
  return (
    <label className={clsx(css.check, disabled && css.disabled, className)}>
      <input type="checkbox" role="switch" className={css.switch} disabled={disabled} {...input} />
      {label}
    </label>
  );
}

interface RadioGroupProps<T extends string> {
  legend: ReactNode;
  /** the legend is read out but not shown */
  hideLegend?: boolean;
  name?: string;
  value: T | null;
  options: readonly { value: T; label: ReactNode; disabled?: boolean }[];
  onChange: (value: T) => void;
  row?: boolean;
  className?: string;
}

/** One choice of a few, all on show: native radio buttons in a fieldset named by its legend. */
export function RadioGroup<T extends string>({ legend, hideLegend, name, value, options, onChange, row, className }: RadioGroupProps<T>) {
  const ownName = useId();
  return (
    <fieldset className={clsx(css.fieldset, className)}>
      <legend className={clsx(css.legend, hideLegend && visuallyHidden)}>
        {legend}
      </legend>
      <div className={clsx(css.options, row && css.row)}>
        {options.map((option) => (
          <label key={option.value} className={clsx(css.check, option.disabled && css.disabled)}>
            <input type="radio" name={name ?? ownName} value={option.value} checked={value === option.value} disabled={option.disabled} onChange={() => onChange(option.value)} />
            {option.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
