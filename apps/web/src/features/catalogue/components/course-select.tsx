import { lazy, useId, useState } from 'react';
import { mdiClose, mdiMenuDown } from '@mdi/js';
import { FirstReach, Icon, useFirstReach } from '../../../ui';
import { useCourses } from '../api/get-courses';
import type { CourseComboboxProps } from './course-combobox';
import { CourseField } from './course-field';
import css from './course-select.module.css';

interface CourseSelectProps {
  category: string;
  value: string | null;
  /** null when the learner clears the field */
  onChange: (course: string | null) => void;
}

// Base UI's combobox (positioning, the list, keyboard) loads when the learner first reaches for the field
const loadCombobox = () => import('./course-combobox');
const CourseCombobox = lazy(async () => ({ default: (await loadCombobox()).CourseCombobox }));

type Reach = Pick<CourseComboboxProps, 'open' | 'focused'>;

/**
 * The category sidebar's course picker: type to filter, clear with the × (docs/routes.md#screens-and-web-routes;
 * Base UI Combobox). Until the pointer comes over it or it takes focus, it is a look-alike of the
 * closed field; the picker replaces it as it arrives, open if the learner pressed it, with focus and
 * any text typed meanwhile.
 */
export function CourseSelect({ category, value, onChange }: CourseSelectProps) {
  const id = useId();
  const courses = useCourses(category);
  const { reached, reach } = useFirstReach<Reach>(loadCombobox);
  const [text, setText] = useState<string | null>(null);
  const names = courses.data?.map((course) => course.name) ?? [];
  // a course from a shared link shows even before (or without) the list containing it
  const options = value && !names.includes(value) ? [value, ...names] : names;
  const empty = courses.isPending ? 'Loading…' : courses.isError ? 'Could not load courses.' : 'No courses in this category.';
  const want = (how: Partial<Reach>) => reach((before) => ({ open: false, focused: false, ...before, ...how }));

  // the closed picker's own markup and attributes, without its code
  const standIn = (
    <CourseField id={id}>
      <div role="group" className={css.box} onPointerEnter={() => want({})}>
        <input
          id={id}
          role="combobox"
          aria-expanded={false}
          aria-haspopup="listbox"
          aria-autocomplete="list"
          autoComplete="off"
          spellCheck={false}
          autoCorrect="off"
          autoCapitalize="none"
          placeholder="Choose a course"
          className={css.input}
          value={text ?? value ?? ''}
          onChange={(event) => {
            setText(event.target.value);
            want({ open: true });
          }}
          onPointerDown={() => want({ open: true, focused: true })}
          onKeyDown={(event) => (event.key === 'ArrowDown' || event.key === 'ArrowUp') && want({ open: true })}
          onFocus={() => want({ focused: true })}
          onBlur={() => want({ open: false, focused: false })}
        />
        {value && (
          <button type="button" tabIndex={-1} aria-label="Clear" className={css.button} onClick={() => onChange(null)}>
            <Icon path={mdiClose} size="small" />
          </button>
        )}
        <button
          type="button"
          tabIndex={-1}
          aria-expanded={false}
          aria-haspopup="listbox"
          aria-label="Open"
          className={css.button}
          // the press opens the list; focus goes to the input, not to the button
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => want({ open: true, focused: true })}
        >
          <Icon path={mdiMenuDown} />
        </button>
      </div>
    </CourseField>
  );
  return (
    <FirstReach
      standIn={standIn}
      part={reached && <CourseCombobox id={id} options={options} empty={empty} value={value} onChange={onChange} text={text} {...reached} />}
    />
  );
}
