import type { ReactNode } from 'react';
import { Card, Stack, Text } from '../../../ui';
import css from './settings-section.module.css';

/** A titled card of the settings page. */
export function SettingsSection({ title, description, icon, children }: { title: string; description: string; icon: ReactNode; children: ReactNode }) {
  return (
    <Card as="section" className={css.section}>
      <Stack direction="row" gap={1.5} align="center" className={css.head}>
        {icon}
        <Text variant="h5" as="h2" tone="primary">
          {title}
        </Text>
      </Stack>
      <Text tone="secondary" className={css.description}>
        {description}
      </Text>
      {children}
    </Card>
  );
}
