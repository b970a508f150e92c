import type { ReactNode } from 'react';
import clsx from 'clsx';
import { Card, Stack, Text } from '../ui';
import css from './status-page.module.css';

interface StatusPageProps {
  icon: ReactNode;
  title: string;
  message?: ReactNode;
  actions?: ReactNode;
  /** standalone screens (no app frame) fill the viewport */
  fullScreen?: boolean;
}

/** One look for every "nothing to do here" screen: offline, restricted, coming soon, denied. */
export function StatusPage({ icon, title, message, actions, fullScreen = false }: StatusPageProps) {
  const Element = fullScreen ? 'main' : 'div';
  return (
    <Element className={clsx(css.page, fullScreen && css.fullScreen)}>
      <Card className={css.card}>
        <div aria-hidden className={css.icon}>
          {icon}
        </div>
        <Text variant="h4" as="h1" gutterBottom>
          {title}
        </Text>
        {message && (
          <Text tone="secondary" as="div" className={css.message}>
            {message}
          </Text>
        )}
        {actions && (
          <Stack rowFrom="sm" gap={1.5} justify="center">
            {actions}
          </Stack>
        )}
      </Card>
    </Element>
  );
}
