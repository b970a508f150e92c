import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import WifiOffOutlinedIcon from '@mui/icons-material/WifiOffOutlined';
import { StatusPage } from '../../components/status-page';
import { APP_NAME } from '../../lib/app-name';

/** Maintenance page (docs/routes.md#screens-and-web-routes). */
export function OfflinePage() {
  return (
    <StatusPage
      fullScreen
      icon={<WifiOffOutlinedIcon />}
      title="Temporarily Offline"
      message={`${APP_NAME} is down for a little maintenance. Please try again in a few minutes.`}
      actions={
        <>
          <Button variant="contained" onClick={() => window.location.reload()}>
            Try again
          </Button>
          <Button component={RouterLink} to="/" variant="outlined">
            Back to home
          </Button>
        </>
      }
    />
  );
}
