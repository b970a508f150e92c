import { useRef, type KeyboardEvent, type ReactNode } from 'react';
import clsx from 'clsx';
import css from './toggle-group.module.css';

/** One choice of a ToggleGroup or of Tabs. */
export interface Option<T extends string> {
  value: T;
  label: ReactNode;
  /** names an option whose label is only an icon */
  'aria-label'?: string;
  disabled?: boolean;
}

interface ToggleGroupProps<T extends string> {
  /** names the group for a screen reader */
  label: string;
  /** the id of a note read out with the group */
  'aria-describedby'?: string;
  value: T;
  options: readonly Option<T>[];
  onChange: (value: T) => void;
  size?: 'small' | 'medium';
  fullWidth?: boolean;
  className?: string;
}

/** Where an arrow key, Home or End moves the focus in a row of `count` (it wraps), or null for another key. */
function nextIndex(key: string, index: number, count: number): number | null {
  const steps: Record<string, number> = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 };
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  const step = steps[key];
  return step === undefined ? null : (index + step + count) % count;
}

/**
 * One of a few modes side by side, as pressed buttons. The group is one stop of the Tab key, on the
 * mode that is on; arrows, Home and End move between the modes that can be chosen, as in a toolbar.
 * Plain buttons: a page that offers a choice of modes loads no library for it.
 */
export function ToggleGroup<T extends string>({ label, value, options, onChange, size, fullWidth, className, ...described }: ToggleGroupProps<T>) {
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const enabled = options.filter((option) => !option.disabled);
  // the Tab stop: the mode that is on, or the first that can be chosen
  const stop = enabled.some((option) => option.value === value) ? value : enabled[0]?.value;
  const move = (event: KeyboardEvent<HTMLButtonElement>, from: T) => {
    const at = nextIndex(event.key, enabled.findIndex((option) => option.value === from), enabled.length);
    if (at === null) return;
    event.preventDefault();
    buttons.current[options.indexOf(enabled[at]!)]?.focus();
  };
  return (
    <div role="group" aria-label={label} {...described} className={clsx(css.group, size === 'small' && css.small, fullWidth && css.fullWidth, className)}>
      {options.map((option, index) => (
        <button
          key={option.value}
          ref={(button) => {
            buttons.current[index] = button;
          }}
          type="button"
          aria-pressed={option.value === value}
          aria-label={option['aria-label']}
          disabled={option.disabled}
          tabIndex={option.value === stop ? 0 : -1}
          // pressing the one already on leaves it on: a group always has a mode
          onClick={() => option.value !== value && onChange(option.value)}
          onKeyDown={(event) => move(event, option.value)}
          className={css.toggle}
        >
          {option.label}
        </button>
      ))}
    </div>
  );
}
