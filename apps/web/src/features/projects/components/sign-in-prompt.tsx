import { useLocation } from 'react-router';
import { Alert, ButtonLink } from '../../../ui';
import css from './sign-in-prompt.module.css';

/** What a guest sees where a learner saves their own things: why, and the way to log in and come back. */
export function SignInPrompt({ text }: { text: string }) {
  const location = useLocation();
  return (
    <Alert
      severity="info"
      variant="outlined"
      action={
        <ButtonLink to="/login" state={{ from: location }} color="inherit" size="small" className={css.login}>
          Log in
        </ButtonLink>
      }
    >
      {text}
    </Alert>
  );
}
