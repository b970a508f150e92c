import type { CSSProperties } from 'react';
import { Link } from 'react-router';
import { isPlaceOpenTo } from '@curio/core/kids-lock';
import { mdiBookOpenPageVariantOutline, mdiBriefcaseOutline, mdiCreationOutline, mdiDramaMasks, mdiLeaf } from '@mdi/js';
import { Card, Icon, Text } from '../../../ui';
import css from './quick-actions-dock.module.css';

const ACTIONS = [
  { label: 'Courses', to: '/courses', icon: mdiBookOpenPageVariantOutline, color: '#4f46e5' },
  { label: 'Use Case Theatre', to: '/use-case-theatre', icon: mdiDramaMasks, color: '#db2777' },
  { label: 'Green AI feed', to: '/usecases', icon: mdiLeaf, color: '#059669' },
  { label: 'UC Studio', to: '/uc-studio', icon: mdiCreationOutline, color: '#d97706' },
  // docs/routes.md#screens-and-web-routes: Projects is disabled in the dock
  { label: 'Projects', to: null, icon: mdiBriefcaseOutline, color: '#64748b' },
] as const;

/** Shortcuts under the categories; Projects is shown but disabled; a Kids Lock learner gets only what a child can use. */
export function QuickActionsDock({ age }: { age: unknown }) {
  const actions = ACTIONS.filter(({ to }) => to === null || isPlaceOpenTo(age, to));
  return (
    <Card as="nav" aria-label="Quick actions" data-tour="quick-actions" className={css.dock}>
      <div className={css.row}>
        {actions.map(({ label, to, icon, color }) => {
          const body = (
            <>
              {/* each shortcut's own colour, its tile a tint of it */}
              <span aria-hidden className={css.tile} style={{ '--tone': color } as CSSProperties}>
                <Icon path={icon} />
              </span>
              <Text variant="body2" as="span" className={css.label}>
                {label}
              </Text>
            </>
          );
          return to ? (
            <Link key={label} to={to} className={css.item}>
              {body}
            </Link>
          ) : (
            <button key={label} type="button" disabled aria-describedby="projects-soon" className={css.item}>
              {body}
              <Text id="projects-soon" variant="caption" tone="secondary" className={css.soon}>
                Coming soon
              </Text>
            </button>
          );
        })}
      </div>
    </Card>
  );
}
