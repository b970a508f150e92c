import type { ReactNode } from 'react';
import { Container, Text } from '../ui';
import css from './status-message.module.css';

/** A screen with nothing to show: the spec's sentence and a way on. */
export function StatusMessage({ text, action }: { text: string; action?: ReactNode }) {
  return (
    <Container maxWidth="md" className={css.container}>
      <Text tone="secondary" role="status" className={css.text}>
        {text}
      </Text>
      {action}
    </Container>
  );
}
