import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { expect, test, vi } from 'vitest';
import { ToggleGroup } from './toggle-group';

const OPTIONS = [
  { value: 'day', label: 'Day' },
  { value: 'week', label: 'Week', disabled: true },
  { value: 'month', label: 'Month' },
  { value: 'year', label: 'Year' },
] as const;

function Periods({ onChange }: { onChange: (value: string) => void }) {
  const [value, setValue] = useState<(typeof OPTIONS)[number]['value']>('month');
  return (
    <>
      <button type="button">Before</button>
      <ToggleGroup
        label="Period"
        value={value}
        options={OPTIONS}
        onChange={(next) => {
          onChange(next);
          setValue(next);
        }}
      />
    </>
  );
}

test('a toggle group is one Tab stop, on its mode; arrows, Home and End move past the disabled one and wrap', async () => {
  const user = userEvent.setup();
  render(<Periods onChange={() => undefined} />);
  expect(screen.getByRole('group', { name: 'Period' })).toBeTruthy();
  await user.click(screen.getByRole('button', { name: 'Before' }));
  await user.tab();
  expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Month', pressed: true }));
  await user.keyboard('{ArrowRight}');
  expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Year' }));
  await user.keyboard('{ArrowRight}');
  expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Day' }));
  await user.keyboard('{ArrowRight}');
  expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Month' }));
  await user.keyboard('{End}');
  expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Year' }));
  await user.keyboard('{Home}');
  expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Day' }));
});

test('pressing a mode turns it on and the others off; pressing the one on changes nothing', async () => {
  const user = userEvent.setup();
  const onChange = vi.fn();
  render(<Periods onChange={onChange} />);
  await user.click(screen.getByRole('button', { name: 'Month' }));
  expect(onChange).not.toHaveBeenCalled();
  await user.click(screen.getByRole('button', { name: 'Day' }));
  expect(onChange).toHaveBeenCalledWith('day');
  expect(screen.getByRole('button', { name: 'Day' }).getAttribute('aria-pressed')).toBe('true');
  expect(screen.getByRole('button', { name: 'Month' }).getAttribute('aria-pressed')).toBe('false');
  await user.keyboard('{ArrowLeft}{Enter}');
  expect(onChange).toHaveBeenLastCalledWith('year');
});
