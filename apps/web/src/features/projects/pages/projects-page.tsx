import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Step from '@mui/material/Step';
import StepButton from '@mui/material/StepButton';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import AddIcon from '@mui/icons-material/Add';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { activeCard, addCard, findCard, openCard, type ProceedAction, type ProjectCard, setMode } from '@curio/core/project-cards';
import type { Template } from '@curio/core/projects-api';
import { usePresets } from '../api/get-presets';
import { CardList } from '../components/card-list';
import { ChatPanel } from '../components/chat-panel';
import { ExportMenu } from '../components/export-menu';
import { LivePreview } from '../components/live-preview';
import { PresetList } from '../components/preset-list';
import { ProceedButtons } from '../components/proceed-buttons';
import { ProjectForm } from '../components/project-form';
import { TemplateGallery } from '../components/template-gallery';
import { newCardId, type ProjectCards, useProjectCards } from '../hooks/use-project-cards';

const STEPS = ['Template', 'Details', 'Document'] as const;

/**
 * /projects: the full studio, from an idea to a startup document. Desktop: cards and presets on
 * the left, the template gallery or the card's form with its live preview beside it. Phone: one
 * column in three steps (template, details, document) with the actions at the bottom. Both read
 * and write the same cards as /projects/studio.
 */
export function ProjectsPage({ signedIn }: { signedIn: boolean }) {
  const theme = useTheme();
  const isDesktop = useMediaQuery(theme.breakpoints.up('md'), { noSsr: true });
  const cards = useProjectCards({ signedIn });
  const { snapshot, update, run, chooseTemplate } = cards;
  const [browsing, setBrowsing] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const current = findCard(snapshot, snapshot.openedId) ?? activeCard(snapshot);
  const showGallery = browsing || !current?.template_key;

  /** A template starts the current card when it is still blank, otherwise a new one. */
  const startFrom = (template: Template) => {
    const blank = current && !current.template_key ? current : undefined;
    const id = blank?.id ?? newCardId();
    update((s) => openCard(blank ? s : addCard(s, id), id));
    setBrowsing(false);
    setNotice(null);
    void chooseTemplate({ id: template.id, key: template.key, label: template.label });
  };

  const proceedWith = (card: ProjectCard, action: ProceedAction, polish = false) => {
    setNotice(null);
    void run(card.id, action, polish).then((text) => setNotice(text ?? null));
  };

  const newCard = () => {
    const id = newCardId();
    update((s) => openCard(addCard(s, id), id));
    setBrowsing(true);
  };

  const view: ViewProps = { cards, current, showGallery, notice, signedIn, startFrom, proceedWith, newCard, setBrowsing };
  return isDesktop ? <DesktopStudio {...view} /> : <PhoneStudio {...view} />;
}

interface ViewProps {
  cards: ProjectCards;
  current: ProjectCard | undefined;
  showGallery: boolean;
  notice: string | null;
  signedIn: boolean;
  startFrom: (template: Template) => void;
  proceedWith: (card: ProjectCard, action: ProceedAction, polish?: boolean) => void;
  newCard: () => void;
  setBrowsing: (browsing: boolean) => void;
}

function Presets({ cards, current }: Pick<ViewProps, 'cards' | 'current'>) {
  const presets = usePresets({ templateKey: current?.template_key ?? null }, Boolean(current?.template_key));
  if (!current?.template_key) return <Typography color="text.secondary">Pick a template to see its presets.</Typography>;
  return (
    <PresetList
      presets={presets.data?.items}
      loading={presets.isPending}
      failed={presets.isError}
      onRetry={() => void presets.refetch()}
      activeId={current.id}
      update={cards.update}
    />
  );
}

/** Which template and format a card is written from. */
function describe(card: ProjectCard | undefined): string {
  if (!card) return '';
  const format = card.selected_format ? card.formats_config[card.selected_format]?.label : undefined;
  return [card.template_label, format].filter(Boolean).join(' · ');
}

function Heading({ current, setBrowsing, showGallery }: Pick<ViewProps, 'current' | 'setBrowsing' | 'showGallery'>) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', mb: 2 }}>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography variant="h5" component="h2" noWrap>
          {showGallery ? 'Pick a template' : current?.title}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {showGallery ? 'Start from a proven structure: one-pager, lean canvas, proposal, market analysis or a use-case brief.' : describe(current)}
        </Typography>
      </Box>
      {showGallery && current?.template_key ? (
        <Button startIcon={<ArrowBackIcon />} onClick={() => setBrowsing(false)}>
          Back to {current.title}
        </Button>
      ) : (
        !showGallery && <Button onClick={() => setBrowsing(true)}>Templates</Button>
      )}
    </Box>
  );
}

function DesktopStudio({ cards, current, showGallery, notice, signedIn, startFrom, proceedWith, newCard, setBrowsing }: ViewProps) {
  const { snapshot, update } = cards;
  return (
    <Box sx={{ px: 3, py: 3, display: 'grid', gap: 3, gridTemplateColumns: '280px minmax(0, 1fr)', alignItems: 'start' }}>
      <Box component="aside" aria-label="Cards and presets" sx={{ position: 'sticky', top: 88, maxHeight: 'calc(100vh - 104px)', overflowY: 'auto', pr: 0.5 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', mb: 1.5 }}>
          <Typography variant="h4" component="h1" sx={{ flex: 1, fontSize: 28 }}>
            Projects
          </Typography>
          <Button size="small" component={RouterLink} to="/projects/studio">
            Minimal
          </Button>
        </Box>
        <Button variant="contained" startIcon={<AddIcon />} fullWidth onClick={newCard} sx={{ mb: 2 }}>
          Add Card
        </Button>
        <CardList snapshot={snapshot} update={update} onOpened={() => setBrowsing(false)} />
        <Typography variant="h6" component="h2" sx={{ mt: 3, mb: 1 }}>
          Presets
        </Typography>
        <Presets cards={cards} current={current} />
      </Box>
      <Box component="section" aria-label="Studio" sx={{ minWidth: 0 }}>
        <Heading current={current} setBrowsing={setBrowsing} showGallery={showGallery} />
        {showGallery ? (
          <TemplateGallery onChoose={startFrom} />
        ) : current?.mode === 'chat' ? (
          <Paper variant="outlined" sx={{ p: 3 }}>
            <ChatPanel card={current} update={update} signedIn={signedIn} notice={notice} onGenerate={(polish) => proceedWith(current, 'generate', polish)} />
          </Paper>
        ) : (
          current && (
            <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)', alignItems: 'start' }}>
              <Paper variant="outlined" sx={{ p: 2.5 }}>
                <ProjectForm card={current} update={update} />
                <Box sx={{ display: 'flex', gap: 1, mt: 2, alignItems: 'center', flexWrap: 'wrap' }}>
                  <ProceedButtons card={current} onProceed={(action) => proceedWith(current, action)} />
                  <Box sx={{ flex: 1 }} />
                  <ExportMenu card={current} />
                </Box>
              </Paper>
              <Box component="section" aria-label="Live preview" sx={{ position: 'sticky', top: 88 }}>
                <Typography variant="overline" color="text.secondary">
                  Live preview
                </Typography>
                <LivePreview card={current} />
              </Box>
            </Box>
          )
        )}
      </Box>
    </Box>
  );
}

function PhoneStudio({ cards, current, showGallery, notice, signedIn, startFrom, proceedWith, newCard, setBrowsing }: ViewProps) {
  const { snapshot, update } = cards;
  const step = showGallery || !current ? 0 : current.mode === 'form' ? 1 : 2;
  const goTo = (index: number) => {
    if (index === 0) return setBrowsing(true);
    if (!current?.template_key) return;
    setBrowsing(false);
    update((s) => setMode(s, current.id, index === 1 ? 'form' : 'chat'));
  };

  return (
    <Box sx={{ px: 2, pt: 2, pb: 0, display: 'flex', flexDirection: 'column', minHeight: 'calc(100dvh - 64px)' }}>
      <Box sx={{ display: 'flex', alignItems: 'center', mb: 1 }}>
        <Typography variant="h5" component="h1" sx={{ flex: 1 }}>
          Projects
        </Typography>
        <Button size="small" startIcon={<AddIcon />} onClick={newCard}>
          Add Card
        </Button>
      </Box>
      <Stepper nonLinear activeStep={step} sx={{ mb: 2 }} aria-label="Steps">
        {STEPS.map((label, index) => (
          <Step key={label} completed={index < step}>
            <StepButton onClick={() => goTo(index)} disabled={index > 0 && !current?.template_key}>
              {label}
            </StepButton>
          </Step>
        ))}
      </Stepper>

      <Box sx={{ flex: 1 }}>
        {step === 0 && (
          <>
            {snapshot.cards.length > 0 && (
              <Box component="section" aria-label="Cards" sx={{ mb: 3 }}>
                <Typography variant="h6" component="h2" gutterBottom>
                  Your cards
                </Typography>
                <CardList snapshot={snapshot} update={update} onOpened={() => setBrowsing(false)} />
              </Box>
            )}
            <Heading current={current} setBrowsing={setBrowsing} showGallery />
            <TemplateGallery onChoose={startFrom} compact />
          </>
        )}
        {step === 1 && current && (
          <>
            <Heading current={current} setBrowsing={setBrowsing} showGallery={false} />
            <ProjectForm card={current} update={update} />
            <Typography variant="h6" component="h2" sx={{ mt: 3, mb: 1 }}>
              Presets
            </Typography>
            <Presets cards={cards} current={current} />
          </>
        )}
        {step === 2 && current && (
          <>
            <Heading current={current} setBrowsing={setBrowsing} showGallery={false} />
            <ChatPanel card={current} update={update} signedIn={signedIn} notice={notice} compact onGenerate={(polish) => proceedWith(current, 'generate', polish)} />
          </>
        )}
      </Box>

      {step > 0 && current && (
        <Paper
          square
          elevation={6}
          aria-label="Actions"
          component="section"
          // the feedback button floats at the bottom right: the bar leaves it room
          sx={{ position: 'sticky', bottom: 0, mx: -2, mt: 2, py: 1.5, pl: 2, pr: 10, display: 'flex', gap: 1, zIndex: (t) => t.zIndex.appBar - 1 }}
        >
          {step === 1 ? (
            <ProceedButtons card={current} onProceed={(action) => proceedWith(current, action)} fullWidth />
          ) : (
            <>
              <Button startIcon={<ArrowBackIcon />} onClick={() => goTo(1)} sx={{ flex: 1 }}>
                Edit form
              </Button>
              <Box sx={{ flex: 1 }}>
                <ExportMenu card={current} fullWidth />
              </Box>
            </>
          )}
        </Paper>
      )}
    </Box>
  );
}
