import type { ReactNode } from 'react';
import { Collapsible } from '@base-ui/react/collapsible';
import { Tabs as BaseTabs } from '@base-ui/react/tabs';
import clsx from 'clsx';
import { mdiChevronDown } from '@mdi/js';
import { Icon } from './icon';
import css from './choice.module.css';
import type { Option } from './toggle-group';

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
