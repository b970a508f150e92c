import { useId } from 'react';
import { mdiPlay, mdiRocketLaunchOutline } from '@mdi/js';
import type { LandingAction } from '@curio/core/landing';
import { LANDING_MSG } from '@curio/core/landing-messages';
import { APP_NAME } from '../../../lib/app-name';
import { Button, Icon, Modal, Stack, Text } from '../../../ui';
import css from './landing-overlay.module.css';

interface Props {
  open: boolean;
  /** 'Start free' for a guest, 'Continue learning' for a signed-in learner (landingFirstAction) */
  action: LandingAction;
  /** the caller goes to action.to */
  onAction: () => void;
  /** 'Explore first': just closes */
  onExplore: () => void;
}

const STEPS = ['Learn by category', 'Quiz and flashcards', 'Real-world AI use cases', 'Build your startup docs'];

/**
 * The landing overlay of docs/routes.md#screens-and-web-routes; when it shows is decided by shouldShowLanding.
 * A whole-screen dialog of its own: its title is the page's heading, under the logo.
 */
export function LandingOverlay({ open, action, onAction, onExplore }: Props) {
  const titleId = useId();
  const descriptionId = useId();
  return (
    <Modal open={open} onClose={onExplore} className={css.overlay} aria-labelledby={titleId} aria-describedby={descriptionId}>
      <Stack gap={3} align="center" className={css.body}>
        <img src="/favicon.svg" alt="" width={64} height={64} className={css.logo} />
        <Text variant="h1" id={titleId} className={css.headline}>
          {LANDING_MSG.headline(APP_NAME)}
        </Text>
        <Text id={descriptionId} className={css.subline}>
          Go from curious learner to startup founder: master a topic, test yourself, explore how AI applies it in the real world,
          and turn your ideas into a plan.
        </Text>
        <Stack direction="row" wrap justify="center" gap={1}>
          {STEPS.map((step, i) => (
            <span key={step} className={css.step}>
              {i + 1}. {step}
            </span>
          ))}
        </Stack>
        <Stack rowFrom="sm" gap={1.5} className={css.actions}>
          <Button
            variant="contained"
            color="secondary"
            size="large"
            startIcon={<Icon path={action.kind === 'start' ? mdiRocketLaunchOutline : mdiPlay} />}
            onClick={onAction}
            className={css.action}
          >
            {action.label}
          </Button>
          <Button variant="outlined" color="inherit" size="large" onClick={onExplore} className={css.action}>
            {LANDING_MSG.exploreFirst}
          </Button>
        </Stack>
      </Stack>
    </Modal>
  );
}
