import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import PlayArrowRoundedIcon from '@mui/icons-material/PlayArrowRounded';
import RocketLaunchOutlinedIcon from '@mui/icons-material/RocketLaunchOutlined';
import type { LandingAction } from '@curio/core/landing';
import { LANDING_MSG } from '@curio/core/landing-messages';
import { APP_NAME } from '../../../lib/app-name';

interface Props {
  open: boolean;
  /** 'Start free' for a guest, 'Continue learning' for a signed-in learner (landingFirstAction) */
  action: LandingAction;
  /** the caller goes to action.to */
  onAction: () => void;
  /** 'Explore first': just closes */
  onExplore: () => void;
}

const STEPS = ['Learn by category', 'Quiz and flashcards', 'Real-world AI use cases', 'Build your startup docs'];

/** The landing overlay of docs/routes.md#screens-and-web-routes; when it shows is decided by shouldShowLanding. */
export function LandingOverlay({ open, action, onAction, onExplore }: Props) {
  return (
    <Dialog
      open={open}
      onClose={onExplore}
      fullScreen
      aria-labelledby="landing-title"
      aria-describedby="landing-subline"
      slotProps={{
        paper: {
          sx: {
            borderRadius: 0,
            color: '#fff',
            background: 'radial-gradient(900px 600px at 15% 10%, #6366f1 0%, transparent 60%), radial-gradient(800px 500px at 90% 90%, #f59e0b 0%, transparent 55%), #1e1b4b',
          },
        },
      }}
    >
      <Box sx={{ minHeight: '100%', display: 'grid', placeItems: 'center', px: { xs: 3, sm: 6 }, py: 6 }}>
        <Stack spacing={3} sx={{ maxWidth: 720, textAlign: 'center', alignItems: 'center' }}>
          <Box
            component="img"
            src="/favicon.svg"
            alt=""
            sx={{ width: 64, height: 64, borderRadius: '16px', boxShadow: '0 12px 32px rgba(0,0,0,0.35)' }}
          />
          <Typography id="landing-title" variant="h1" component="h1" sx={{ fontSize: { xs: '2.2rem', sm: '3.2rem' } }}>
            {LANDING_MSG.headline(APP_NAME)}
          </Typography>
          <Typography id="landing-subline" sx={{ fontSize: { xs: '1.05rem', sm: '1.25rem' }, opacity: 0.88, maxWidth: 560 }}>
            Go from curious learner to startup founder: master a topic, test yourself, explore how AI applies it in the real world,
            and turn your ideas into a plan.
          </Typography>
          <Stack direction="row" flexWrap="wrap" justifyContent="center" sx={{ gap: 1 }}>
            {STEPS.map((step, i) => (
              <Box
                key={step}
                sx={{ px: 1.5, py: 0.5, borderRadius: 99, bgcolor: 'rgba(255,255,255,0.12)', fontSize: 14, border: '1px solid rgba(255,255,255,0.2)' }}
              >
                {i + 1}. {step}
              </Box>
            ))}
          </Stack>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ pt: 1, width: { xs: '100%', sm: 'auto' } }}>
            <Button
              variant="contained"
              color="secondary"
              size="large"
              startIcon={action.kind === 'start' ? <RocketLaunchOutlinedIcon /> : <PlayArrowRoundedIcon />}
              onClick={onAction}
              sx={{ px: 4, py: 1.5, fontSize: 17 }}
            >
              {action.label}
            </Button>
            <Button
              variant="outlined"
              size="large"
              onClick={onExplore}
              sx={{ px: 4, py: 1.5, fontSize: 17, color: '#fff', borderColor: 'rgba(255,255,255,0.5)', '&:hover': { borderColor: '#fff', bgcolor: 'rgba(255,255,255,0.08)' } }}
            >
              {LANDING_MSG.exploreFirst}
            </Button>
          </Stack>
        </Stack>
      </Box>
    </Dialog>
  );
}
