import { useState } from 'react';
import { activeCard, addCard, closeCard, findCard, openCard } from '@curio/core/project-cards';
import { Button, ButtonLink, Card, Container, Stack, Text } from '../../../ui';
import { useCardPresets } from '../api/get-presets';
import { CardList } from '../components/card-list';
import { ChatPanel } from '../components/chat-panel';
import { PresetList } from '../components/preset-list';
import { ProceedButtons } from '../components/proceed-buttons';
import { ProjectForm } from '../components/project-form';
import { TemplateSelect } from '../components/template-select';
import { newCardId, useProjectCards } from '../hooks/use-project-cards';
import css from './projects-studio-page.module.css';

/** /projects/studio: the minimal studio of docs/routes.md#screens-and-web-routes over the same cards as /projects. */
export function ProjectsStudioPage({ signedIn }: { signedIn: boolean }) {
  const { snapshot, update, run, chooseTemplate } = useProjectCards({ signedIn });
  const [presetsLoaded, setPresetsLoaded] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const active = activeCard(snapshot);
  const opened = findCard(snapshot, snapshot.openedId);
  const presets = useCardPresets(active?.template_key ?? null, signedIn, presetsLoaded);

  return (
    <Container maxWidth="lg" className={css.page}>
      <Stack direction="row" align="baseline" gap={2} wrap className={css.top}>
        <Text variant="h4" as="h1" className={css.title}>
          Projects studio
        </Text>
        <ButtonLink to="/projects">Full studio</ButtonLink>
      </Stack>
      <Stack direction="row" gap={1} wrap className={css.actions}>
        <Button
          variant="contained"
          onClick={() => {
            // the new card is the one to fill in: opened, not the document that was open
            const id = newCardId();
            update((s) => openCard(addCard(s, id), id));
          }}
        >
          Add Card
        </Button>
        <Button variant="outlined" onClick={() => (presetsLoaded ? void presets.refetch() : setPresetsLoaded(true))}>
          Load Presets
        </Button>
        <Button variant="outlined" disabled={!opened} onClick={() => update(closeCard)}>
          Close Opened Card
        </Button>
      </Stack>

      <div className={css.columns}>
        <section aria-label="Cards">
          <Text variant="h6" as="h2" gutterBottom>
            Cards
          </Text>
          <CardList snapshot={snapshot} update={update} />
        </section>
        <div>
          {opened ? (
            <Card padded as="section" aria-label={`Opened card: ${opened.title}`} className={css.opened}>
              <Stack gap={2}>
                <TemplateSelect
                  value={opened.template_key}
                  signedIn={signedIn}
                  onChoose={(template) => {
                    update((s) => ({ ...s, activeId: opened.id }));
                    void chooseTemplate({ id: template.id, key: template.key, label: template.label });
                  }}
                />
                {opened.mode === 'form' ? (
                  <>
                    <ProjectForm card={opened} update={update} />
                    <ProceedButtons card={opened} onProceed={(action) => void run(opened.id, action)} />
                  </>
                ) : (
                  <ChatPanel card={opened} update={update} signedIn={signedIn} notice={notice} onGenerate={(polish) => void run(opened.id, 'generate', polish).then((n) => setNotice(n ?? null))} />
                )}
              </Stack>
            </Card>
          ) : (
            <Text tone="secondary" className={css.hint}>
              Open a card to fill it in.
            </Text>
          )}
          {presetsLoaded && (
            <section aria-label="Presets">
              <Text variant="h6" as="h2" gutterBottom>
                Presets
              </Text>
              <PresetList
                presets={presets.items}
                loading={presets.isPending}
                failed={presets.isError}
                onRetry={() => void presets.refetch()}
                activeId={snapshot.activeId}
                update={update}
              />
            </section>
          )}
        </div>
      </div>
    </Container>
  );
}
