import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { COURSE_DROPDOWN_MAX_HEIGHT } from '@curio/core/limits';
import { useCourses } from '../api/get-courses';

interface CourseSelectProps {
  category: string;
  value: string | null;
  /** null when the learner clears the field */
  onChange: (course: string | null) => void;
}

/** The category sidebar's course picker: type to filter, clear with the × (docs/routes.md#screens-and-web-routes). */
export function CourseSelect({ category, value, onChange }: CourseSelectProps) {
  const courses = useCourses(category);
  const names = courses.data?.map((course) => course.name) ?? [];
  // a course from a shared link shows even before (or without) the list containing it
  const options = value && !names.includes(value) ? [value, ...names] : names;

  return (
    <Autocomplete
      options={options}
      value={value}
      onChange={(_event, course) => onChange(course)}
      loading={courses.isPending}
      noOptionsText={courses.isError ? 'Could not load courses.' : 'No courses in this category.'}
      size="small"
      fullWidth
      slotProps={{ listbox: { style: { maxHeight: COURSE_DROPDOWN_MAX_HEIGHT } } }}
      renderInput={(params) => <TextField {...params} label="Course" placeholder="Choose a course" />}
    />
  );
}
