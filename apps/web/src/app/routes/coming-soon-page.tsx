import { Link as RouterLink, useParams } from 'react-router';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import ConstructionOutlinedIcon from '@mui/icons-material/ConstructionOutlined';
import { normalizeCategoryName } from '@curio/core/kids-lock';
import { StatusPage } from '../../components/status-page';
import { usePageTitle } from '../layouts/root-layout';

/** One placeholder for every screen whose feature has not landed yet; its guards already apply. */
export function ComingSoonPage() {
  const title = usePageTitle() ?? 'This page';
  const { cat } = useParams();
  const where = cat ? ` for the ${normalizeCategoryName(cat)} category` : '';
  return (
    <StatusPage
      icon={<ConstructionOutlinedIcon />}
      title={title}
      message={
        <Stack spacing={1.5} alignItems="center">
          <Chip label="Coming soon" color="secondary" size="small" sx={{ fontWeight: 700 }} />
          <span>We are still building this page{where}. Check back shortly!</span>
        </Stack>
      }
      actions={
        <Button component={RouterLink} to="/" variant="contained">
          Back to home
        </Button>
      }
    />
  );
}
