import { Link as RouterLink } from 'react-router';
import Accordion from '@mui/material/Accordion';
import AccordionActions from '@mui/material/AccordionActions';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import PostAddOutlinedIcon from '@mui/icons-material/PostAddOutlined';
import { SAVED_USECASE_MSG, USECASE_PAGES_MSG } from '@curio/core/usecase-messages';
import { provenanceLabel } from '@curio/core/usecase-provenance';
import { splitHeadline } from '@curio/core/usecase-text';
import { ProvenanceChip } from '../../../components/provenance-chip';
import { APP_NAME } from '../../../lib/app-name';
import { ErrorState } from '../../../components/error-state';
import { PageLoader } from '../../../components/page-loader';
import { briefPath } from '../../../lib/brief-links';
import { useSavedUseCases } from '../api/get-saved-usecases';
import { useConfirmDeleteSaved } from './confirm-delete-saved';

/** UC Studio's saved tab: one expandable item per saved use case (topic and title), with Start a brief and delete. */
export function SavedUseCaseAccordion() {
  const saved = useSavedUseCases();
  const deletion = useConfirmDeleteSaved();

  if (saved.isPending) return <PageLoader label="Loading saved use cases" />;
  if (saved.isError) return <ErrorState message={USECASE_PAGES_MSG.savedLoadFailed} onRetry={() => void saved.refetch()} />;
  if (saved.data.length === 0) {
    return (
      <Typography color="text.secondary" role="status">
        {SAVED_USECASE_MSG.empty}
      </Typography>
    );
  }

  return (
    <Box>
      {saved.data.map((item) => {
        const { title, body } = splitHeadline(item.content);
        return (
          <Accordion key={item.id} disableGutters variant="outlined" sx={{ '&:not(:last-of-type)': { borderBottom: 0 } }}>
            <AccordionSummary expandIcon={<ExpandMoreIcon />} sx={{ '& .MuiAccordionSummary-content': { minWidth: 0, flexDirection: 'column' } }}>
              <Typography variant="caption" color="primary" sx={{ fontWeight: 700, textTransform: 'uppercase', letterSpacing: '0.04em' }} noWrap>
                {item.keyword}
              </Typography>
              <Typography
                sx={{ fontWeight: 600, wordBreak: 'break-word', display: '-webkit-box', WebkitLineClamp: 2, WebkitBoxOrient: 'vertical', overflow: 'hidden' }}
              >
                {title ?? body}
              </Typography>
            </AccordionSummary>
            <AccordionDetails>
              <Typography variant="body2" sx={{ whiteSpace: 'pre-line', wordBreak: 'break-word' }}>
                {body}
              </Typography>
              {item.provenance && (
                <Box sx={{ mt: 1.5 }}>
                  <ProvenanceChip provenance={item.provenance} label={provenanceLabel(item.provenance, APP_NAME)} />
                </Box>
              )}
            </AccordionDetails>
            <AccordionActions>
              <Button component={RouterLink} to={briefPath({ saved_id: item.id })} size="small" startIcon={<PostAddOutlinedIcon />}>
                Start a brief
              </Button>
              <Button color="error" size="small" startIcon={<DeleteOutlineIcon />} onClick={() => deletion.request(item.id)}>
                Delete
              </Button>
            </AccordionActions>
          </Accordion>
        );
      })}
      {deletion.dialog}
    </Box>
  );
}
