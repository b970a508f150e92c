import { useParams } from 'react-router';
import { mdiHammerWrench } from '@mdi/js';
import { normalizeCategoryName } from '@curio/core/kids-lock';
import { StatusPage } from '../../components/status-page';
import { ButtonLink, Chip, Icon, Stack } from '../../ui';
import { usePageTitle } from '../layouts/root-layout';
import css from './coming-soon-page.module.css';

/** One placeholder for every screen whose feature has not landed yet; its guards already apply. */
export function ComingSoonPage() {
  const title = usePageTitle() ?? 'This page';
  const { cat } = useParams();
  const where = cat ? ` for the ${normalizeCategoryName(cat)} category` : '';
  return (
    <StatusPage
      icon={<Icon path={mdiHammerWrench} size="inherit" />}
      title={title}
      message={
        <Stack gap={1.5} align="center">
          <Chip label="Coming soon" color="secondary" size="small" className={css.soon} />
          <span>We are still building this page{where}. Check back shortly!</span>
        </Stack>
      }
      actions={
        <ButtonLink to="/" variant="contained">
          Back to home
        </ButtonLink>
      }
    />
  );
}
