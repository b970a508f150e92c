import { useId } from 'react';
import clsx from 'clsx';
import { mdiMagnify } from '@mdi/js';
import { Icon, Text } from '../ui';
import css from './search-field.module.css';

interface SearchFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  placeholder?: string;
  disabled?: boolean;
  /** shown under the field and announced with it */
  hint?: string;
  'data-tour'?: string;
}

/** A labelled search box on a native input, taller and rounder than a form's field: it leads the first page every visitor sees. */
export function SearchField({ label, value, onChange, placeholder, disabled = false, hint, ...rest }: SearchFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  return (
    <div data-tour={rest['data-tour']} className={clsx(disabled && css.disabled)}>
      <Text as="label" htmlFor={id} variant="body2" tone={disabled ? 'inherit' : 'secondary'} className={css.label}>
        {label}
      </Text>
      <div className={css.box}>
        <Icon path={mdiMagnify} className={css.icon} />
        <input
          id={id}
          type="search"
          autoComplete="off"
          value={value}
          onChange={(event) => onChange(event.target.value)}
          placeholder={placeholder}
          disabled={disabled}
          aria-describedby={hint ? hintId : undefined}
          className={css.input}
        />
      </div>
      {hint && (
        <Text id={hintId} variant="caption" tone="secondary" className={css.hint}>
          {hint}
        </Text>
      )}
    </div>
  );
}
