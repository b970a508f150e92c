import { useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Fab from '@mui/material/Fab';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import SwapHorizIcon from '@mui/icons-material/SwapHoriz';
import { useAuth } from '../../../lib/use-auth';

const TABS = [
  { key: 'theatre', label: 'UC Theatre' },
  { key: 'saved', label: 'Saved Use Cases' },
  { key: 'notes', label: 'My Notes' },
] as const;
type TabKey = (typeof TABS)[number]['key'];

const STUDIO_SUBTITLE = 'Generate use cases, publish the best to Green AI, and keep what you saved and noted in one place.';
// Kids Lock learners do not publish (decision 021)
const STUDIO_SUBTITLE_KIDS = 'Generate use cases and keep what you saved and noted in one place.';

const tabIndex = (key: string | null) => Math.max(0, TABS.findIndex((tab) => tab.key === key));

interface Props {
  /** the theatre tab: generation with Save & Publish, Share and notes */
  theatre: ReactNode;
  /** 'My Published Posts', beside the theatre; none for a Kids Lock learner, who does not publish */
  published?: ReactNode;
  saved: ReactNode;
  notes: ReactNode;
}

/**
 * /uc-studio: the theatre, saved use cases and notes in three tabs (?tab= keeps the open one across
 * reloads). A tab's content is mounted on first visit and kept, so a generation survives a look
 * at the notes. On phones a floating button steps through the tabs.
 */
export function UseCaseStudioPage({ theatre, published, saved, notes }: Props) {
  const { kidsLocked } = useAuth();
  const [params, setParams] = useSearchParams();
  const current = tabIndex(params.get('tab'));
  const [visited, setVisited] = useState<ReadonlySet<TabKey>>(() => new Set([TABS[current]!.key]));

  const show = (index: number) => {
    const key = TABS[index]!.key;
    setVisited((seen) => (seen.has(key) ? seen : new Set(seen).add(key)));
    setParams(key === 'theatre' ? {} : { tab: key }, { replace: true });
  };
  const next = (current + 1) % TABS.length;
  const panels: Record<TabKey, ReactNode> = {
    theatre: published ? (
      <Box sx={{ display: 'grid', gap: { xs: 4, lg: 3 }, gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 3fr) minmax(0, 2fr)' }, alignItems: 'start' }}>
        <Box>{theatre}</Box>
        {/* beside long use cases on wide screens, the published list stays in view */}
        <Box sx={{ position: { lg: 'sticky' }, top: { lg: 88 }, maxHeight: { lg: 'calc(100vh - 104px)' }, overflowY: { lg: 'auto' } }}>{published}</Box>
      </Box>
    ) : (
      // alone, the theatre keeps the readable width it has beside the published list
      <Box sx={{ maxWidth: 760 }}>{theatre}</Box>
    ),
    saved,
    notes,
  };

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 2.5, sm: 4 } }}>
      <Typography variant="h4" component="h1" gutterBottom>
        UC Studio
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {kidsLocked ? STUDIO_SUBTITLE_KIDS : STUDIO_SUBTITLE}
      </Typography>
      <Box sx={{ borderBottom: 1, borderColor: 'divider', mb: 3 }}>
        <Tabs value={current} onChange={(_, index: number) => show(index)} variant="scrollable" scrollButtons={false} aria-label="UC Studio">
          {TABS.map((tab) => (
            <Tab key={tab.key} label={tab.label} id={`studio-tab-${tab.key}`} aria-controls={`studio-panel-${tab.key}`} />
          ))}
        </Tabs>
      </Box>
      {TABS.map((tab, index) => (
        <Box key={tab.key} role="tabpanel" id={`studio-panel-${tab.key}`} aria-labelledby={`studio-tab-${tab.key}`} hidden={index !== current}>
          {visited.has(tab.key) || index === current ? panels[tab.key] : null}
        </Box>
      ))}
      <Fab
        variant="extended"
        color="primary"
        onClick={() => show(next)}
        aria-label={`Next tab: ${TABS[next]!.label}`}
        sx={{ display: { xs: 'inline-flex', md: 'none' }, position: 'fixed', right: 16, bottom: 16, zIndex: (t) => t.zIndex.speedDial }}
      >
        <SwapHorizIcon sx={{ mr: 1 }} />
        {TABS[next]!.label}
      </Fab>
    </Container>
  );
}
