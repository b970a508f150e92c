import { mdiBabyFaceOutline, mdiDramaMasks } from '@mdi/js';
import { KIDS_MSG } from '@curio/core/kids-messages';
import { ButtonLink, Icon } from '../ui';
import { StatusPage } from './status-page';

/** What a Kids Lock learner sees instead of a social screen (decision 021), with the way to what they can do. */
export function KidsLockNotice({ title, text }: { title: string; text: string }) {
  return (
    <StatusPage
      icon={<Icon path={mdiBabyFaceOutline} />}
      title={title}
      message={text}
      actions={
        <ButtonLink to="/use-case-theatre" variant="contained" startIcon={<Icon path={mdiDramaMasks} size="small" />}>
          {KIDS_MSG.makeUseCases}
        </ButtonLink>
      }
    />
  );
}
