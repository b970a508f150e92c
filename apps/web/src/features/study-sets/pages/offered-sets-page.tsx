import { useState } from 'react';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import PublishOutlinedIcon from '@mui/icons-material/PublishOutlined';
import type { OfferedSet } from '@curio/core/study-sets';
import { SET_OFFER_TEXT } from '@curio/core/study-sets-messages';
import { OFFERED_SETS_LISTED } from '@curio/core/study-sets-rules';
import { ErrorState } from '../../../components/error-state';
import { PageLoader } from '../../../components/page-loader';
import { errorMessage } from '../../../lib/api-client';
import { useOfferedSets } from '../api/get-offered-sets';
import { PromoteSetDialog } from '../components/promote-set-dialog';
import { countsText } from '../sets-texts';

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });

function OfferedSetCard({ set, onAdd }: { set: OfferedSet; onAdd: () => void }) {
  return (
    <Card component="li" variant="outlined" aria-label={set.title}>
      <CardContent sx={{ pb: 1 }}>
        <Typography variant="h6" component="h2" sx={{ fontWeight: 700, wordBreak: 'break-word' }}>
          {set.title}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {countsText(set)} · {SET_OFFER_TEXT.offeredBy(set.owner.name)} on <time dateTime={set.offered_at}>{dateFormat.format(new Date(set.offered_at))}</time>
        </Typography>
        {set.description && (
          <Typography variant="body2" sx={{ mt: 1, wordBreak: 'break-word', whiteSpace: 'pre-line' }}>
            {set.description}
          </Typography>
        )}
      </CardContent>
      <CardActions sx={{ px: 2, pb: 1.5 }}>
        <Button size="small" variant="contained" startIcon={<PublishOutlinedIcon />} onClick={onAdd} aria-label={`${SET_OFFER_TEXT.add}: ${set.title}`}>
          {SET_OFFER_TEXT.add}
        </Button>
      </CardActions>
    </Card>
  );
}

/** /admin/offered-sets: the sets learners offer for the catalogue, the longest waiting first, each a click from being added. */
export function OfferedSetsPage() {
  const offered = useOfferedSets();
  const [adding, setAdding] = useState<OfferedSet | null>(null);

  return (
    <Container maxWidth="md" sx={{ py: { xs: 2.5, sm: 4 } }}>
      <Typography variant="h4" component="h1" sx={{ mb: 0.5 }}>
        {SET_OFFER_TEXT.adminTitle}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {SET_OFFER_TEXT.adminIntro}
      </Typography>

      {offered.isPending ? (
        <PageLoader label="Loading the offered sets" />
      ) : offered.isError ? (
        <ErrorState message={errorMessage(offered.error, SET_OFFER_TEXT.adminLoadFailed)} onRetry={() => void offered.refetch()} />
      ) : offered.data.length === 0 ? (
        <Paper variant="outlined" sx={{ p: { xs: 3, sm: 4 }, textAlign: 'center' }}>
          <Typography color="text.secondary" role="status">
            {SET_OFFER_TEXT.adminEmpty}
          </Typography>
        </Paper>
      ) : (
        <>
          <Stack spacing={2} component="ul" aria-label={SET_OFFER_TEXT.adminTitle} sx={{ listStyle: 'none', p: 0, m: 0 }}>
            {offered.data.map((set) => (
              <OfferedSetCard key={set.id} set={set} onAdd={() => setAdding(set)} />
            ))}
          </Stack>
          {offered.data.length >= OFFERED_SETS_LISTED && (
            <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 2 }}>
              {SET_OFFER_TEXT.adminMore(offered.data.length)}
            </Typography>
          )}
        </>
      )}

      {adding && <PromoteSetDialog set={adding} open onClose={() => setAdding(null)} />}
    </Container>
  );
}
