import { useLocation } from 'react-router';
import { mdiLeaf } from '@mdi/js';
import { StatusPage } from '../../../components/status-page';
import { ButtonLink, Icon } from '../../../ui';

/** A guest's screen: the spec's sentence and the way to log in, which brings them back here. */
export function LoginPrompt({ title, text }: { title: string; text: string }) {
  const location = useLocation();
  return (
    <StatusPage
      icon={<Icon path={mdiLeaf} size="inherit" />}
      title={title}
      message={text}
      actions={
        <>
          <ButtonLink to="/login" state={{ from: location }} variant="contained">
            Login
          </ButtonLink>
          <ButtonLink to="/signup" variant="outlined">
            Sign up
          </ButtonLink>
        </>
      }
    />
  );
}
