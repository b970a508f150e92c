import { isRouteErrorResponse, useRouteError } from 'react-router';
import { mdiAlertCircleOutline } from '@mdi/js';
import { StatusPage } from '../../components/status-page';
import { Button, ButtonLink, Icon } from '../../ui';

/** Anything a route throws while rendering or loading, e.g. a page chunk missing after a deploy. */
export function RouteErrorPage() {
  const error = useRouteError();
  const detail = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : null;
  return (
    <StatusPage
      fullScreen
      icon={<Icon path={mdiAlertCircleOutline} size="inherit" />}
      title="Something went wrong"
      message={detail ?? 'This page could not be shown. Reloading usually fixes it.'}
      actions={
        <>
          <Button variant="contained" onClick={() => window.location.reload()}>
            Reload
          </Button>
          <ButtonLink href="/" variant="outlined">
            Back to home
          </ButtonLink>
        </>
      }
    />
  );
}
