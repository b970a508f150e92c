import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { activeCard, addCard, closeCard, findCard, openCard } from '@curio/core/project-cards';
import { useCardPresets } from '../api/get-presets';
import { CardList } from '../components/card-list';
import { ChatPanel } from '../components/chat-panel';
import { PresetList } from '../components/preset-list';
import { ProceedButtons } from '../components/proceed-buttons';
import { ProjectForm } from '../components/project-form';
import { TemplateSelect } from '../components/template-select';
import { newCardId, useProjectCards } from '../hooks/use-project-cards';

/** /projects/studio: the minimal studio of docs/routes.md#screens-and-web-routes over the same cards as /projects. */
export function ProjectsStudioPage({ signedIn }: { signedIn: boolean }) {
  const { snapshot, update, run, chooseTemplate } = useProjectCards({ signedIn });
  const [presetsLoaded, setPresetsLoaded] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const active = activeCard(snapshot);
  const opened = findCard(snapshot, snapshot.openedId);
  const presets = useCardPresets(active?.template_key ?? null, signedIn, presetsLoaded);

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 2.5, sm: 4 } }}>
      <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 2, flexWrap: 'wrap', mb: 2 }}>
        <Typography variant="h4" component="h1" sx={{ flex: 1 }}>
          Projects studio
        </Typography>
        <Button component={RouterLink} to="/projects">
          Full studio
        </Button>
      </Box>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', mb: 3 }}>
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

      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: '300px minmax(0, 1fr)' }, alignItems: 'start' }}>
        <Box component="section" aria-label="Cards">
          <Typography variant="h6" component="h2" gutterBottom>
            Cards
          </Typography>
          <CardList snapshot={snapshot} update={update} />
        </Box>
        <Box>
          {opened ? (
            <Paper variant="outlined" component="section" aria-label={`Opened card: ${opened.title}`} sx={{ p: { xs: 2, sm: 3 }, mb: 3 }}>
              <Stack spacing={2}>
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
            </Paper>
          ) : (
            <Typography color="text.secondary" sx={{ mb: 3 }}>
              Open a card to fill it in.
            </Typography>
          )}
          {presetsLoaded && (
            <Box component="section" aria-label="Presets">
              <Typography variant="h6" component="h2" gutterBottom>
                Presets
              </Typography>
              <PresetList
                presets={presets.items}
                loading={presets.isPending}
                failed={presets.isError}
                onRetry={() => void presets.refetch()}
                activeId={snapshot.activeId}
                update={update}
              />
            </Box>
          )}
        </Box>
      </Box>
    </Container>
  );
}
