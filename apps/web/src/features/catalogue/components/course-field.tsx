import type { ReactNode } from 'react';
import css from './course-select.module.css';

/** The course picker's label over its box: one frame for the stand-in and the loaded picker, so neither shifts. */
export function CourseField({ id, children }: { id: string; children: ReactNode }) {
  return (
    <div className={css.field}>
      <label htmlFor={id} className={css.label}>
        Course
      </label>
      {children}
    </div>
  );
}
