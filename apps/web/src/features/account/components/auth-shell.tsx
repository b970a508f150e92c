import type { ReactNode } from 'react';
import { Text } from '../../../ui';
import { Brand } from '../../../components/brand';
import css from './auth-shell.module.css';

/** The frame of the sign-in, sign-up and password screens: brand, card, footer links. */
export function AuthShell({ title, subtitle, children, footer }: { title: string; subtitle?: string; children: ReactNode; footer?: ReactNode }) {
  return (
    <main className={css.shell}>
      <div className={css.brand}>
        <Brand size={40} />
      </div>
      <div className={css.card}>
        <Text variant="h3" as="h1" gutterBottom>
          {title}
        </Text>
        {subtitle && (
          <Text tone="secondary" className={css.subtitle}>
            {subtitle}
          </Text>
        )}
        {children}
      </div>
      {footer && <div className={css.footer}>{footer}</div>}
    </main>
  );
}
