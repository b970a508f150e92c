import { useLayoutEffect, useRef } from 'react';
import { Combobox } from '@base-ui/react/combobox';
import { mdiClose, mdiMenuDown } from '@mdi/js';
import { COURSE_DROPDOWN_MAX_HEIGHT } from '@curio/core/limits';
import { Icon } from '../../../ui';
import { CourseField } from './course-field';
import css from './course-select.module.css';

export interface CourseComboboxProps {
  id: string;
  options: string[];
  /** what the list says when it has no course */
  empty: string;
  value: string | null;
  onChange: (course: string | null) => void;
  /** how the learner reached for the stand-in: pressed it (the list opens), focused its input, typed in it */
  open: boolean;
  focused: boolean;
  text: string | null;
}

/** The picker itself, Base UI Combobox (course-select.tsx loads it when first wanted). */
export function CourseCombobox({ id, options, empty, value, onChange, open, focused, text }: CourseComboboxProps) {
  const input = useRef<HTMLInputElement>(null);
  // this input replaces the stand-in's: focus on that one would fall to the page
  useLayoutEffect(() => {
    if (focused) input.current?.focus();
  }, [focused]);
  return (
    <Combobox.Root items={options} value={value} onValueChange={(course: string | null) => onChange(course)} defaultOpen={open} defaultInputValue={text ?? undefined}>
      <CourseField id={id}>
        <Combobox.InputGroup className={css.box}>
          <Combobox.Input ref={input} id={id} placeholder="Choose a course" className={css.input} />
          {value && (
            <Combobox.Clear aria-label="Clear" className={css.button}>
              <Icon path={mdiClose} size="small" />
            </Combobox.Clear>
          )}
          <Combobox.Trigger aria-label="Open" className={css.button}>
            <Icon path={mdiMenuDown} />
          </Combobox.Trigger>
        </Combobox.InputGroup>
      </CourseField>
      <Combobox.Portal>
        <Combobox.Positioner sideOffset={4} className={css.positioner}>
          <Combobox.Popup className={css.popup}>
            <Combobox.Empty className={css.empty}>{empty}</Combobox.Empty>
            <Combobox.List className={css.list} style={{ maxHeight: COURSE_DROPDOWN_MAX_HEIGHT }}>
              {(course: string) => (
                <Combobox.Item key={course} value={course} className={css.option}>
                  {course}
                </Combobox.Item>
              )}
            </Combobox.List>
          </Combobox.Popup>
        </Combobox.Positioner>
      </Combobox.Portal>
    </Combobox.Root>
  );
}
