import { mdiWifiOff } from '@mdi/js';
import { StatusPage } from '../../components/status-page';
import { APP_NAME } from '../../lib/app-name';
import { Button, ButtonLink, Icon } from '../../ui';

/** Maintenance page (docs/routes.md#screens-and-web-routes). */
export function OfflinePage() {
  return (
    <StatusPage
      fullScreen
      icon={<Icon path={mdiWifiOff} size="inherit" />}
      title="Temporarily Offline"
      message={`${APP_NAME} is down for a little maintenance. Please try again in a few minutes.`}
      actions={
        <>
          <Button variant="contained" onClick={() => window.location.reload()}>
            Try again
          </Button>
          <ButtonLink to="/" variant="outlined">
            Back to home
          </ButtonLink>
        </>
      }
    />
  );
}
