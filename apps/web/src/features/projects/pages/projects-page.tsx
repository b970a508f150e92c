import { useEffect, useRef, useState } from 'react';
import toast from 'react-hot-toast/headless';
import { useSearchParams } from 'react-router';
import clsx from 'clsx';
import { mdiArrowLeft, mdiCheck, mdiLightbulbOutline, mdiNoteEditOutline, mdiPlus } from '@mdi/js';
import { activeCard, addCard, findCard, openCard, type ProceedAction, type ProjectCard, setActive, setMode } from '@curio/core/project-cards';
import type { Template, TemplateWithFormats } from '@curio/core/projects-api';
import { type BriefSource, briefSourceFrom } from '../../../lib/brief-links';
import { useMediaMatch } from '../../../lib/use-media-match';
import { Button, ButtonLink, Card, Icon, ProgressBar, Stack, Text } from '../../../ui';
import { ALL_TEMPLATES, useTemplates } from '../api/get-templates';
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
import css from './projects-page.module.css';

const STEPS = ['Template', 'Details', 'Document'] as const;

/**
 * /projects: the full studio, from an idea to a startup document. Desktop: cards and presets on
 * the left, the template gallery or the card's form with its live preview beside it. Phone: one
 * column in three steps (template, details, document) with the actions at the bottom. Both read
 * and write the same cards as /projects/studio.
 */
export function ProjectsPage({ signedIn }: { signedIn: boolean }) {
  // the two layouts hold different state (the phone's step): script chooses one, not CSS
  const isDesktop = useMediaMatch('(min-width: 900px)');
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
      {isDesktop === null ? null : isDesktop ? <DesktopStudio {...view} /> : <PhoneStudio {...view} />}
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
  const templates = useTemplates(ALL_TEMPLATES, signedIn);
  const mine = templates.data?.items.some((t) => t.key === current?.template_key && t.is_mine) ?? false;
  return (
    <Stack direction="row" align="center" gap={1} wrap className={css.heading}>
      {/* the actions move below the title rather than squeeze it */}
      <div className={css.title}>
        <Text variant="h5" as="h2" noWrap>
          {showGallery ? 'Pick a template' : current?.title}
        </Text>
        <Text variant="body2" tone="secondary">
          {showGallery ? 'Start from a proven structure: one-pager, lean canvas, proposal, market analysis or a use-case brief.' : describe(current)}
        </Text>
      </div>
      {showGallery && (
        <Button variant="outlined" startIcon={<Icon path={mdiLightbulbOutline} size="small" />} onClick={pickUseCase}>
          {STUDIO_TEXT.startFromUseCase}
        </Button>
      )}
      {showGallery && current?.template_key ? (
        <Button startIcon={<Icon path={mdiArrowLeft} size="small" />} onClick={() => setBrowsing(false)}>
          Back to {current.title}
        </Button>
      ) : (
        !showGallery && (
          <>
            {canSave && (
              <Button startIcon={<Icon path={mdiNoteEditOutline} size="small" />} onClick={saveTemplate}>
                {mine ? STUDIO_TEXT.editTemplate : STUDIO_TEXT.saveTemplate}
              </Button>
            )}
            <Button onClick={() => setBrowsing(true)}>Templates</Button>
          </>
        )
      )}
    </Stack>
  );
}

/** While a use case becomes a brief. */
function Starting() {
  return (
    <div role="status" className={css.starting}>
      <Text tone="secondary" gutterBottom>
        {STUDIO_TEXT.startingBrief}
      </Text>
      <ProgressBar label={STUDIO_TEXT.startingBrief} />
    </div>
  );
}

function DesktopStudio(view: ViewProps) {
  const { cards, current, showGallery, notice, signedIn, starting, startFrom, proceedWith, newCard, setBrowsing } = view;
  const { snapshot, update } = cards;
  return (
    <div className={css.desktop}>
      <aside aria-label="Cards and presets" className={css.side}>
        <Stack direction="row" align="center" className={css.sideTop}>
          <Text variant="h4" as="h1" className={css.sideTitle}>
            Projects
          </Text>
          <ButtonLink size="small" to="/projects/studio">
            Minimal
          </ButtonLink>
        </Stack>
        <Button variant="contained" startIcon={<Icon path={mdiPlus} size="small" />} fullWidth onClick={newCard} className={css.add}>
          Add Card
        </Button>
        <CardList snapshot={snapshot} update={update} onOpened={() => setBrowsing(false)} />
        <div className={css.presets}>
          <PresetsPanel card={current} update={update} signedIn={signedIn} />
        </div>
      </aside>
      <section aria-label="Studio" className={css.studio}>
        {!starting && <Heading {...view} />}
        {starting ? (
          <Starting />
        ) : showGallery ? (
          <TemplateGallery onChoose={startFrom} signedIn={signedIn} />
        ) : current?.mode === 'chat' ? (
          <Card className={css.chat}>
            <ChatPanel card={current} update={update} signedIn={signedIn} notice={notice} onGenerate={(polish) => proceedWith(current, 'generate', polish)} />
          </Card>
        ) : (
          current && (
            <div className={css.formAndPreview}>
              <Card className={css.form}>
                <ProjectForm card={current} update={update} />
                <Stack direction="row" align="center" justify="space-between" gap={1} wrap className={css.formActions}>
                  <ProceedButtons card={current} onProceed={(action) => proceedWith(current, action)} />
                  <ExportMenu card={current} />
                </Stack>
              </Card>
              <section aria-label="Live preview" className={css.preview}>
                <Text variant="overline" tone="secondary">
                  Live preview
                </Text>
                <LivePreview card={current} />
              </section>
            </div>
          )
        )}
      </section>
    </div>
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
    <div className={css.phone}>
      <Stack direction="row" align="center" className={css.phoneTop}>
        <Text variant="h5" as="h1" className={css.phoneTitle}>
          Projects
        </Text>
        <Button size="small" startIcon={<Icon path={mdiPlus} size="small" />} onClick={newCard}>
          Add Card
        </Button>
      </Stack>
      <Steps step={step} canMove={Boolean(current?.template_key)} goTo={goTo} />

      <div className={css.phoneBody}>
        {starting && <Starting />}
        {!starting && step === 0 && (
          <>
            {snapshot.cards.length > 0 && (
              <section aria-label="Cards" className={css.phoneCards}>
                <Text variant="h6" as="h2" gutterBottom>
                  Your cards
                </Text>
                <CardList snapshot={snapshot} update={update} onOpened={() => setBrowsing(false)} />
              </section>
            )}
            <Heading {...view} showGallery />
            <TemplateGallery onChoose={startFrom} signedIn={signedIn} compact />
          </>
        )}
        {!starting && step === 1 && current && (
          <>
            <Heading {...view} showGallery={false} />
            <ProjectForm card={current} update={update} />
            <div className={css.presets}>
              <PresetsPanel card={current} update={update} signedIn={signedIn} />
            </div>
          </>
        )}
        {!starting && step === 2 && current && (
          <>
            <Heading {...view} showGallery={false} />
            <ChatPanel card={current} update={update} signedIn={signedIn} notice={notice} compact onGenerate={(polish) => proceedWith(current, 'generate', polish)} />
          </>
        )}
      </div>

      {!starting && step > 0 && current && (
        <section aria-label="Actions" className={css.actionBar}>
          {step === 1 ? (
            <ProceedButtons card={current} onProceed={(action) => proceedWith(current, action)} fullWidth />
          ) : (
            <>
              <Button startIcon={<Icon path={mdiArrowLeft} size="small" />} onClick={() => goTo(1)} className={css.half}>
                Edit form
              </Button>
              <div className={css.half}>
                <ExportMenu card={current} fullWidth />
              </div>
            </>
          )}
        </section>
      )}
    </div>
  );
}

/** The phone's three steps; a step after the template needs one chosen first. */
function Steps({ step, canMove, goTo }: { step: number; canMove: boolean; goTo: (index: number) => void }) {
  return (
    <ol aria-label="Steps" className={css.steps}>
      {STEPS.map((label, index) => (
        <li key={label} className={css.step}>
          <button
            type="button"
            className={clsx(css.stepButton, index === step && css.current, index < step && css.done)}
            onClick={() => goTo(index)}
            disabled={index > 0 && !canMove}
            aria-current={index === step ? 'step' : undefined}
          >
            <span className={css.stepIcon} aria-hidden>
              {index < step ? <Icon path={mdiCheck} size="inherit" /> : index + 1}
            </span>
            {label}
          </button>
        </li>
      ))}
    </ol>
  );
}
