import { useEffect, useRef, useState } from 'react';
import toast from 'react-hot-toast';
import { Link as RouterLink, useSearchParams } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Step from '@mui/material/Step';
import StepButton from '@mui/material/StepButton';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import AddIcon from '@mui/icons-material/Add';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import EditNoteIcon from '@mui/icons-material/EditNote';
import LightbulbOutlinedIcon from '@mui/icons-material/LightbulbOutlined';
import { activeCard, addCard, findCard, openCard, type ProceedAction, type ProjectCard, setActive, setMode } from '@curio/core/project-cards';
import type { Template, TemplateWithFormats } from '@curio/core/projects-api';
import { type BriefSource, briefSourceFrom } from '../../../lib/brief-links';
import { useTemplates } from '../api/get-templates';
import { CardList } from '../components/card-list';
import { ChatPanel } from '../components/chat-panel';
import { ExportMenu } from '../components/export-menu';
import { LivePreview } from '../components/live-preview';
import { PresetsPanel } from '../components/presets-panel';
import { ProceedButtons } from '../components/proceed-buttons';
import { ProjectForm } from '../components/project-form';
import { SaveTemplateDialog } from '../components/save-template-dialog';
import { TemplateGallery } from '../components/template-gallery';
import { UseCasePicker } from '../components/usecase-picker';
import { newCardId, type ProjectCards, useProjectCards } from '../hooks/use-project-cards';
import { STUDIO_TEXT } from '../studio-texts';

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
  const { snapshot, update, run, chooseTemplate, startBrief } = cards;
  const [browsing, setBrowsing] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const [picking, setPicking] = useState(false);
  const [savingTemplate, setSavingTemplate] = useState(false);
  const [starting, setStarting] = useState(false);
  // another screen's 'Start a brief' links here with the use case in the address (lib/brief-links)
  const [params, setParams] = useSearchParams();
  const linked = briefSourceFrom(params);
  // a linked brief shows as starting from the first render: no gallery flashes before it
  const startingBrief = starting || linked !== null;
  const current = findCard(snapshot, snapshot.openedId) ?? activeCard(snapshot);
  const showGallery = !startingBrief && (browsing || !current?.template_key);

  const briefFrom = (source: BriefSource) => {
    setPicking(false);
    setBrowsing(false);
    setNotice(null);
    setStarting(true);
    void startBrief(source, current && !current.template_key ? current.id : undefined).then((failure) => {
      setStarting(false);
      if (failure) toast.error(failure);
    });
  };

  const handled = useRef<string | null>(null);
  useEffect(() => {
    if (!linked) {
      handled.current = null;
      return;
    }
    const key = JSON.stringify(linked);
    // once per link, though effects run twice in development
    if (handled.current === key) return;
    handled.current = key;
    setParams({}, { replace: true });
    briefFrom(linked);
  });

  /** The learner's template was saved: the card moves on to it and keeps its values and format. */
  const moveToSavedTemplate = (template: TemplateWithFormats, formatKey: string) => {
    if (!current) return;
    update((s) => setActive(s, current.id));
    void chooseTemplate({ id: template.id, key: template.key, label: template.label }, formatKey);
  };

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

  const view: ViewProps = {
    cards,
    current,
    showGallery,
    notice,
    signedIn,
    starting: startingBrief,
    startFrom,
    proceedWith,
    newCard,
    setBrowsing,
    pickUseCase: () => setPicking(true),
    saveTemplate: () => setSavingTemplate(true),
  };
  return (
    <>
      {isDesktop ? <DesktopStudio {...view} /> : <PhoneStudio {...view} />}
      <UseCasePicker open={picking} signedIn={signedIn} onClose={() => setPicking(false)} onPick={briefFrom} />
      {savingTemplate && current?.template_key && current.selected_format && (
        <SaveTemplateDialog card={current} onClose={() => setSavingTemplate(false)} onSaved={moveToSavedTemplate} />
      )}
    </>
  );
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
  /** a brief is being made from a use case */
  starting: boolean;
  pickUseCase: () => void;
  saveTemplate: () => void;
}

/** Which template and format a card is written from. */
function describe(card: ProjectCard | undefined): string {
  if (!card) return '';
  const format = card.selected_format ? card.formats_config[card.selected_format]?.label : undefined;
  return [card.template_label, format].filter(Boolean).join(' · ');
}

type HeadingProps = Pick<ViewProps, 'current' | 'setBrowsing' | 'showGallery' | 'signedIn' | 'pickUseCase' | 'saveTemplate'>;

function Heading({ current, setBrowsing, showGallery, signedIn, pickUseCase, saveTemplate }: HeadingProps) {
  const canSave = Boolean(signedIn && current?.template_key && current.selected_format);
  // the gallery's list, already loaded: it says whether the card's template is the learner's own
  const templates = useTemplates({ q: '', category: '' }, signedIn);
  const mine = templates.data?.items.some((t) => t.key === current?.template_key && t.is_mine) ?? false;
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', mb: 2 }}>
      {/* the actions move below the title rather than squeeze it */}
      <Box sx={{ flex: '1 1 260px', minWidth: 0 }}>
        <Typography variant="h5" component="h2" noWrap>
          {showGallery ? 'Pick a template' : current?.title}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {showGallery ? 'Start from a proven structure: one-pager, lean canvas, proposal, market analysis or a use-case brief.' : describe(current)}
        </Typography>
      </Box>
      {showGallery && (
        <Button variant="outlined" startIcon={<LightbulbOutlinedIcon />} onClick={pickUseCase}>
          {STUDIO_TEXT.startFromUseCase}
        </Button>
      )}
      {showGallery && current?.template_key ? (
        <Button startIcon={<ArrowBackIcon />} onClick={() => setBrowsing(false)}>
          Back to {current.title}
        </Button>
      ) : (
        !showGallery && (
          <>
            {canSave && (
              <Button startIcon={<EditNoteIcon />} onClick={saveTemplate}>
                {mine ? STUDIO_TEXT.editTemplate : STUDIO_TEXT.saveTemplate}
              </Button>
            )}
            <Button onClick={() => setBrowsing(true)}>Templates</Button>
          </>
        )
      )}
    </Box>
  );
}

/** While a use case becomes a brief. */
function Starting() {
  return (
    <Box role="status" sx={{ py: 4 }}>
      <Typography color="text.secondary" gutterBottom>
        {STUDIO_TEXT.startingBrief}
      </Typography>
      <LinearProgress />
    </Box>
  );
}

function DesktopStudio(view: ViewProps) {
  const { cards, current, showGallery, notice, signedIn, starting, startFrom, proceedWith, newCard, setBrowsing } = view;
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
        <Box sx={{ mt: 3 }}>
          <PresetsPanel card={current} update={update} signedIn={signedIn} />
        </Box>
      </Box>
      <Box component="section" aria-label="Studio" sx={{ minWidth: 0 }}>
        {!starting && <Heading {...view} />}
        {starting ? (
          <Starting />
        ) : showGallery ? (
          <TemplateGallery onChoose={startFrom} signedIn={signedIn} />
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

function PhoneStudio(view: ViewProps) {
  const { cards, current, showGallery, notice, signedIn, starting, startFrom, proceedWith, newCard, setBrowsing } = view;
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
      <Stepper
        nonLinear
        activeStep={step}
        aria-label="Steps"
        // a step button reaches 24px beyond its label by default, over the Add Card button above
        sx={{ mb: 2, '& .MuiStepButton-root': { py: 1, my: -1 } }}
      >
        {STEPS.map((label, index) => (
          <Step key={label} completed={index < step}>
            <StepButton onClick={() => goTo(index)} disabled={index > 0 && !current?.template_key}>
              {label}
            </StepButton>
          </Step>
        ))}
      </Stepper>

      <Box sx={{ flex: 1 }}>
        {starting && <Starting />}
        {!starting && step === 0 && (
          <>
            {snapshot.cards.length > 0 && (
              <Box component="section" aria-label="Cards" sx={{ mb: 3 }}>
                <Typography variant="h6" component="h2" gutterBottom>
                  Your cards
                </Typography>
                <CardList snapshot={snapshot} update={update} onOpened={() => setBrowsing(false)} />
              </Box>
            )}
            <Heading {...view} showGallery />
            <TemplateGallery onChoose={startFrom} signedIn={signedIn} compact />
          </>
        )}
        {!starting && step === 1 && current && (
          <>
            <Heading {...view} showGallery={false} />
            <ProjectForm card={current} update={update} />
            <Box sx={{ mt: 3 }}>
              <PresetsPanel card={current} update={update} signedIn={signedIn} />
            </Box>
          </>
        )}
        {!starting && step === 2 && current && (
          <>
            <Heading {...view} showGallery={false} />
            <ChatPanel card={current} update={update} signedIn={signedIn} notice={notice} compact onGenerate={(polish) => proceedWith(current, 'generate', polish)} />
          </>
        )}
      </Box>

      {!starting && step > 0 && current && (
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
