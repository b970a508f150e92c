import { Link as RouterLink, useLocation } from 'react-router';
import Button from '@mui/material/Button';
import EnergySavingsLeafOutlinedIcon from '@mui/icons-material/EnergySavingsLeafOutlined';
import { StatusPage } from '../../../components/status-page';

/** A guest's screen: the spec's sentence and the way to log in, which brings them back here. */
export function LoginPrompt({ title, text }: { title: string; text: string }) {
  const location = useLocation();
  return (
    <StatusPage
      icon={<EnergySavingsLeafOutlinedIcon />}
      title={title}
      message={text}
      actions={
        <>
          <Button component={RouterLink} to="/login" state={{ from: location }} variant="contained">
            Login
          </Button>
          <Button component={RouterLink} to="/signup" variant="outlined">
            Sign up
          </Button>
        </>
      }
    />
  );
}
