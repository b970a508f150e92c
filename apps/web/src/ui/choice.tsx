import type { ReactNode } from 'react';
import { Collapsible } from '@base-ui/react/collapsible';
import { Tabs as BaseTabs } from '@base-ui/react/tabs';
import { Toggle } from '@base-ui/react/toggle';
import { ToggleGroup as BaseToggleGroup } from '@base-ui/react/toggle-group';
import clsx from 'clsx';
import { mdiChevronDown } from '@mdi/js';
import { Icon } from './icon';
import css from './choice.module.css';

interface Option<T extends string> {
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

/** One of a few modes side by side, as pressed buttons; arrows move between them (Base UI ToggleGroup). */
export function ToggleGroup<T extends string>({ label, value, options, onChange, size, fullWidth, className, ...described }: ToggleGroupProps<T>) {
  return (
    <BaseToggleGroup
      aria-label={label}
      {...described}
      value={[value]}
      // pressing the one already on would leave none: it stays on
      onValueChange={(pressed) => {
        const next = options.find((option) => option.value === pressed[0]);
        if (next) onChange(next.value);
      }}
      className={clsx(css.group, size === 'small' && css.small, fullWidth && css.fullWidth, className)}
    >
      {options.map((option) => (
        <Toggle key={option.value} value={option.value} className={css.toggle} aria-label={option['aria-label']} disabled={option.disabled}>
          {option.label}
        </Toggle>
      ))}
    </BaseToggleGroup>
  );
}

interface TabsProps<T extends string> {
  label: string;
  value: T;
  tabs: readonly Option<T>[];
  onChange: (value: T) => void;
  className?: string;
}

/** A row of tabs over one panel the caller draws; arrows move between them (Base UI Tabs). */
export function Tabs<T extends string>({ label, value, tabs, onChange, className }: TabsProps<T>) {
  return (
    <BaseTabs.Root
      value={value}
      onValueChange={(next) => {
        const tab = tabs.find((t) => t.value === next);
        if (tab) onChange(tab.value);
      }}
      className={className}
    >
      <BaseTabs.List className={css.tabList} aria-label={label}>
        {tabs.map((tab) => (
          <BaseTabs.Tab key={tab.value} value={tab.value} className={css.tab} disabled={tab.disabled}>
            {tab.label}
          </BaseTabs.Tab>
        ))}
        <BaseTabs.Indicator className={css.indicator} />
      </BaseTabs.List>
    </BaseTabs.Root>
  );
}

interface DisclosureProps {
  /** what the button that opens it shows */
  summary: ReactNode;
  children: ReactNode;
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  className?: string;
}

/** A part that opens and closes under its summary, a button with aria-expanded (Base UI Collapsible). */
export function Disclosure({ summary, children, open, defaultOpen, onOpenChange, className }: DisclosureProps) {
  return (
    <Collapsible.Root open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange && ((next) => onOpenChange(next))} className={clsx(css.disclosure, className)}>
      <Collapsible.Trigger className={css.summary}>
        <span>{summary}</span>
        <Icon path={mdiChevronDown} className={css.chevron} />
      </Collapsible.Trigger>
      <Collapsible.Panel className={css.panel}>{children}</Collapsible.Panel>
    </Collapsible.Root>
  );
}
