import { useId } from 'react';
import { Combobox } from '@base-ui/react/combobox';
import { mdiClose, mdiMenuDown } from '@mdi/js';
import { COURSE_DROPDOWN_MAX_HEIGHT } from '@curio/core/limits';
import { Icon } from '../../../ui';
import { useCourses } from '../api/get-courses';
import css from './course-select.module.css';

interface CourseSelectProps {
  category: string;
  value: string | null;
  /** null when the learner clears the field */
  onChange: (course: string | null) => void;
}

/** The category sidebar's course picker: type to filter, clear with the × (docs/routes.md#screens-and-web-routes; Base UI Combobox). */
export function CourseSelect({ category, value, onChange }: CourseSelectProps) {
  const id = useId();
  const courses = useCourses(category);
  const names = courses.data?.map((course) => course.name) ?? [];
  // a course from a shared link shows even before (or without) the list containing it
  const options = value && !names.includes(value) ? [value, ...names] : names;
  const empty = courses.isPending ? 'Loading…' : courses.isError ? 'Could not load courses.' : 'No courses in this category.';

  return (
    <Combobox.Root items={options} value={value} onValueChange={(course: string | null) => onChange(course)}>
      <div className={css.field}>
        <label htmlFor={id} className={css.label}>
          Course
        </label>
        <Combobox.InputGroup className={css.box}>
          <Combobox.Input id={id} placeholder="Choose a course" className={css.input} />
          {value && (
            <Combobox.Clear aria-label="Clear" className={css.button}>
              <Icon path={mdiClose} size="small" />
            </Combobox.Clear>
          )}
          <Combobox.Trigger aria-label="Open" className={css.button}>
            <Icon path={mdiMenuDown} />
          </Combobox.Trigger>
        </Combobox.InputGroup>
      </div>
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
