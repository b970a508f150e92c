import { isRouteErrorResponse, useRouteError } from 'react-router';
import Button from '@mui/material/Button';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutline';
import { StatusPage } from '../../components/status-page';

/** Anything a route throws while rendering or loading, e.g. a page chunk missing after a deploy. */
export function RouteErrorPage() {
  const error = useRouteError();
  const detail = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : null;
  return (
    <StatusPage
      fullScreen
      icon={<ErrorOutlineIcon />}
      title="Something went wrong"
      message={detail ?? 'This page could not be shown. Reloading usually fixes it.'}
      actions={
        <>
          <Button variant="contained" onClick={() => window.location.reload()}>
            Reload
          </Button>
          <Button href="/" variant="outlined">
            Back to home
          </Button>
        </>
      }
    />
  );
}
