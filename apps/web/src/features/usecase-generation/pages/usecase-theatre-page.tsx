import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ExploreOutlinedIcon from '@mui/icons-material/ExploreOutlined';
import { THEATRE_NOTE_ROWS } from '@curio/core/limits';
import { useAuth } from '../../../lib/use-auth';
import type { GeneratedUseCase, Generation } from '../api/generate-usecases';
import { NoteBox } from '../components/note-box';
import { UseCaseGenerator } from '../components/usecase-generator';

interface Props {
  /** Save Use Case and Share, composed in by the app */
  renderActions: (useCase: GeneratedUseCase) => ReactNode;
  /** Make flashcards of all three, composed in by the app */
  renderAllActions: (generation: Generation) => ReactNode;
}

/** /use-case-theatre: generate three use cases for a keyword, save them, note them, share them. */
export function UseCaseTheatrePage({ renderActions, renderAllActions }: Props) {
  const { kidsLocked } = useAuth();
  return (
    <Container maxWidth="md" sx={{ py: { xs: 2.5, sm: 4 } }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} justifyContent="space-between" alignItems={{ sm: 'flex-end' }} sx={{ mb: 3 }}>
        <div>
          <Typography variant="h4" component="h1" gutterBottom>
            Use Case Theatre
          </Typography>
          <Typography color="text.secondary">Type a keyword and see three ways it is used in the real world.</Typography>
        </div>
        {/* the shared use cases are strangers' posts, hidden under Kids Lock (decision 021) */}
        {!kidsLocked && (
          <Button component={RouterLink} to="/use-case-theatre/use-case-feed" startIcon={<ExploreOutlinedIcon />} sx={{ flexShrink: 0, alignSelf: { xs: 'flex-start', sm: 'auto' } }}>
            Explore All Shared Use Cases
          </Button>
        )}
      </Stack>
      <UseCaseGenerator
        renderAllActions={renderAllActions}
        renderActions={(useCase) => (
          <Stack spacing={2}>
            <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap">
              {renderActions(useCase)}
            </Stack>
            <NoteBox keyword={useCase.keyword} useCase={useCase.content} rows={THEATRE_NOTE_ROWS} reportFailure={false} />
          </Stack>
        )}
      />
    </Container>
  );
}
