import { Link as RouterLink, useLocation } from 'react-router';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';

/** What a guest sees where a learner saves their own things: why, and the way to log in and come back. */
export function SignInPrompt({ text }: { text: string }) {
  const location = useLocation();
  return (
    <Alert
      severity="info"
      variant="outlined"
      action={
        <Button component={RouterLink} to="/login" state={{ from: location }} color="inherit" size="small" sx={{ whiteSpace: 'nowrap' }}>
          Log in
        </Button>
      }
    >
      {text}
    </Alert>
  );
}
