import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import ChildCareOutlinedIcon from '@mui/icons-material/ChildCareOutlined';
import TheaterComedyOutlinedIcon from '@mui/icons-material/TheaterComedyOutlined';
import { KIDS_MSG } from '@curio/core/kids-messages';
import { StatusPage } from './status-page';

/** What a Kids Lock learner sees instead of a social screen (decision 021), with the way to what they can do. */
export function KidsLockNotice({ title, text }: { title: string; text: string }) {
  return (
    <StatusPage
      icon={<ChildCareOutlinedIcon />}
      title={title}
      message={text}
      actions={
        <Button component={RouterLink} to="/use-case-theatre" variant="contained" startIcon={<TheaterComedyOutlinedIcon />}>
          {KIDS_MSG.makeUseCases}
        </Button>
      }
    />
  );
}
