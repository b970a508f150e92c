import clsx from 'clsx';
import { type CardsSnapshot, openCard, removeCard, toggleMode } from '@curio/core/project-cards';
import { Button, Chip, Stack, Text } from '../../../ui';
import css from './card-list.module.css';

interface Props {
  snapshot: CardsSnapshot;
  update: (change: (snapshot: CardsSnapshot) => CardsSnapshot) => void;
  /** after Open, e.g. to move a phone on to the form */
  onOpened?: (id: string) => void;
}

/** The cards of this browser, each with Open, Toggle Mode and Remove (docs/routes.md#screens-and-web-routes). */
export function CardList({ snapshot, update, onOpened }: Props) {
  if (snapshot.cards.length === 0) {
    return <Text tone="secondary">No cards yet. Add a card or pick a template to start one.</Text>;
  }
  return (
    <ul aria-label="Project cards" className={css.list}>
      {snapshot.cards.map((card) => {
        const active = card.id === snapshot.activeId;
        const opened = card.id === snapshot.openedId;
        return (
          <li key={card.id} aria-label={card.title} aria-current={active ? 'true' : undefined} className={clsx(css.card, active && css.active)}>
            <div className={css.top}>
              <Text noWrap className={css.title}>
                {card.title}
              </Text>
              <Chip size="small" label={card.mode === 'form' ? 'Form' : 'Chat'} color={card.mode === 'chat' ? 'secondary' : 'default'} />
            </div>
            <Text variant="caption" tone="secondary" noWrap as="p" className={css.detail}>
              {card.template_label ?? 'No template yet'}
              {card.selected_format && card.formats_config[card.selected_format] ? ` · ${card.formats_config[card.selected_format]!.label}` : ''}
              {active ? ' · active' : ''}
            </Text>
            <Stack direction="row" gap={0.5} wrap>
              <Button
                size="small"
                variant={opened ? 'contained' : 'text'}
                onClick={() => {
                  update((s) => openCard(s, card.id));
                  onOpened?.(card.id);
                }}
              >
                Open
              </Button>
              <Button size="small" onClick={() => update((s) => toggleMode(s, card.id))}>
                Toggle Mode
              </Button>
              <Button size="small" color="error" onClick={() => update((s) => removeCard(s, card.id))}>
                Remove
              </Button>
            </Stack>
          </li>
        );
      })}
    </ul>
  );
}
