import { useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { mdiSwapHorizontal } from '@mdi/js';
import { useAuth } from '../../../lib/use-auth';
import { Container, Icon, Tabs, Text } from '../../../ui';
import css from './usecase-studio-page.module.css';

const TABS = [
  { value: 'theatre', label: 'UC Theatre' },
  { value: 'saved', label: 'Saved Use Cases' },
  { value: 'notes', label: 'My Notes' },
] as const;
type TabKey = (typeof TABS)[number]['value'];

const STUDIO_SUBTITLE = 'Generate use cases, publish the best to Green AI, and keep what you saved and noted in one place.';
// Kids Lock learners do not publish (decision 021)
const STUDIO_SUBTITLE_KIDS = 'Generate use cases and keep what you saved and noted in one place.';

const tabIndex = (key: string | null) => Math.max(0, TABS.findIndex((tab) => tab.value === key));

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
  const [visited, setVisited] = useState<ReadonlySet<TabKey>>(() => new Set([TABS[current]!.value]));

  const show = (index: number) => {
    const key = TABS[index]!.value;
    setVisited((seen) => (seen.has(key) ? seen : new Set(seen).add(key)));
    setParams(key === 'theatre' ? {} : { tab: key }, { replace: true });
  };
  const next = (current + 1) % TABS.length;
  const panels: Record<TabKey, ReactNode> = {
    theatre: published ? (
      <div className={css.theatre}>
        <div>{theatre}</div>
        <div className={css.published}>{published}</div>
      </div>
    ) : (
      <div className={css.alone}>{theatre}</div>
    ),
    saved,
    notes,
  };

  return (
    <Container maxWidth="lg" className={css.page}>
      <Text variant="h4" as="h1" gutterBottom>
        UC Studio
      </Text>
      <Text tone="secondary" className={css.subtitle}>
        {kidsLocked ? STUDIO_SUBTITLE_KIDS : STUDIO_SUBTITLE}
      </Text>
      <Tabs label="UC Studio" value={TABS[current]!.value} tabs={TABS} onChange={(key) => show(tabIndex(key))} className={css.tabs} />
      {TABS.map((tab, index) => (
        <div key={tab.value} role="tabpanel" aria-label={tab.label} hidden={index !== current}>
          {visited.has(tab.value) || index === current ? panels[tab.value] : null}
        </div>
      ))}
      <button type="button" className={css.next} onClick={() => show(next)} aria-label={`Next tab: ${TABS[next]!.label}`}>
        <Icon path={mdiSwapHorizontal} />
        {TABS[next]!.label}
      </button>
    </Container>
  );
}
