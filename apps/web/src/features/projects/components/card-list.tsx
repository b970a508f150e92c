import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';
import { type CardsSnapshot, openCard, removeCard, toggleMode } from '@curio/core/project-cards';

interface Props {
  snapshot: CardsSnapshot;
  update: (change: (snapshot: CardsSnapshot) => CardsSnapshot) => void;
  /** after Open, e.g. to move a phone on to the form */
  onOpened?: (id: string) => void;
}

/** The cards of this browser, each with Open, Toggle Mode and Remove (docs/routes.md#screens-and-web-routes). */
export function CardList({ snapshot, update, onOpened }: Props) {
  if (snapshot.cards.length === 0) {
    return <Typography color="text.secondary">No cards yet. Add a card or pick a template to start one.</Typography>;
  }
  return (
    <List aria-label="Project cards" disablePadding sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 1 }}>
      {snapshot.cards.map((card) => {
        const active = card.id === snapshot.activeId;
        const opened = card.id === snapshot.openedId;
        return (
          <ListItem
            key={card.id}
            aria-label={card.title}
            aria-current={active ? 'true' : undefined}
            sx={{
              display: 'block',
              border: 1,
              borderColor: active ? 'primary.main' : 'divider',
              borderRadius: 2,
              bgcolor: active ? 'action.selected' : 'background.paper',
              px: 1.5,
              py: 1,
            }}
          >
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 0.5, minWidth: 0 }}>
              <Typography fontWeight={600} noWrap sx={{ flex: 1, minWidth: 0 }}>
                {card.title}
              </Typography>
              <Chip size="small" label={card.mode === 'form' ? 'Form' : 'Chat'} color={card.mode === 'chat' ? 'secondary' : 'default'} />
            </Box>
            <Typography variant="caption" color="text.secondary" noWrap component="p" sx={{ mb: 0.5 }}>
              {card.template_label ?? 'No template yet'}
              {card.selected_format && card.formats_config[card.selected_format] ? ` · ${card.formats_config[card.selected_format]!.label}` : ''}
              {active ? ' · active' : ''}
            </Typography>
            <Box sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap' }}>
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
            </Box>
          </ListItem>
        );
      })}
    </List>
  );
}
