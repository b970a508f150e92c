import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import StopCircleOutlinedIcon from '@mui/icons-material/StopCircleOutlined';
import type { DraftUseCase } from '@curio/core/usecase-generation';
import { modelWritingText, USECASE_GENERATION_MSG } from '@curio/core/usecase-text';

interface Props {
  keyword: string;
  /** null until a model's first words arrive */
  model: string | null;
  drafts: DraftUseCase[];
  onStop: () => void;
}

/** The answer while it is written: the model's drafts as they grow, and a Stop button. */
export function WritingUseCases({ keyword, model, drafts, onStop }: Props) {
  const status = model ? modelWritingText(model) : 'Generating use cases…';
  return (
    <Stack spacing={2} aria-busy>
      <Stack direction="row" spacing={1.5} alignItems="center" justifyContent="space-between" useFlexGap flexWrap="wrap">
        <Typography variant="h5" component="h2" sx={{ overflowWrap: 'anywhere' }}>
          Use cases for “{keyword}”
        </Typography>
        <Button variant="outlined" color="inherit" startIcon={<StopCircleOutlinedIcon />} onClick={onStop}>
          {USECASE_GENERATION_MSG.stop}
        </Button>
      </Stack>
      <div>
        {/* said once, not at every word: the drafts below are not read out as they grow */}
        <Typography role="status" variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {status}
        </Typography>
        <LinearProgress aria-label={status} />
      </div>
      {drafts.map((draft, i) => (
        <Card key={i} component="article" aria-label={`Use Case ${i + 1}, being written`} variant="outlined">
          <CardContent sx={{ p: { xs: 2, sm: 3 }, '&:last-child': { pb: { xs: 2, sm: 3 } } }}>
            <Typography variant="overline" color="text.secondary" sx={{ fontWeight: 700, lineHeight: 1.5 }}>
              Use Case {i + 1}
            </Typography>
            {draft.title && (
              <Typography variant="h6" component="h3" sx={{ mb: 1, wordBreak: 'break-word' }}>
                {draft.title}
              </Typography>
            )}
            <Typography sx={{ whiteSpace: 'pre-line', wordBreak: 'break-word' }}>{draft.body}</Typography>
          </CardContent>
        </Card>
      ))}
    </Stack>
  );
}
