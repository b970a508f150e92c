import type { ProjectCard } from '@curio/core/project-cards';
import type { ProceedAction } from '@curio/core/project-cards';
import { prefersReducedMotion } from '../../../lib/motion';
import { Button, Stack } from '../../../ui';
import { projectFormId } from './project-form';
import css from './proceed-buttons.module.css';

/**
 * The first field the check refused, brought into view and given the focus (its error is read with
 * it): the messages may be far above the buttons, and nothing on screen would seem to happen.
 */
function focusFirstInvalid(cardId: string) {
  // after React has shown the errors the click set
  requestAnimationFrame(() => {
    const field = document.getElementById(projectFormId(cardId))?.querySelector<HTMLElement>('[aria-invalid="true"]');
    if (!field) return;
    field.scrollIntoView({ block: 'center', behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
    field.focus({ preventScroll: true });
  });
}

/** Proceed (docs/product.md#states-and-transitions): the form is checked, then previewed or generated, and the card turns to chat mode. */
export function ProceedButtons({ card, onProceed, fullWidth = false }: { card: ProjectCard; onProceed: (action: ProceedAction) => void; fullWidth?: boolean }) {
  const disabled = card.loading || !card.selected_format;
  const proceed = (action: ProceedAction) => {
    onProceed(action);
    focusFirstInvalid(card.id);
  };
  return (
    <Stack direction="row" gap={1} className={fullWidth ? css.fullWidth : undefined}>
      <Button variant="outlined" disabled={disabled} onClick={() => proceed('preview')}>
        Preview
      </Button>
      <Button variant="contained" disabled={disabled} loading={card.loading} onClick={() => proceed('generate')}>
        Generate
      </Button>
    </Stack>
  );
}
