import { Link as RouterLink } from 'react-router';
import { isPlaceOpenTo } from '@curio/core/kids-lock';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import AutoAwesomeOutlinedIcon from '@mui/icons-material/AutoAwesomeOutlined';
import EnergySavingsLeafOutlinedIcon from '@mui/icons-material/EnergySavingsLeafOutlined';
import MenuBookOutlinedIcon from '@mui/icons-material/MenuBookOutlined';
import TheaterComedyOutlinedIcon from '@mui/icons-material/TheaterComedyOutlined';
import WorkOutlineIcon from '@mui/icons-material/WorkOutline';

const ACTIONS = [
  { label: 'Courses', to: '/courses', Icon: MenuBookOutlinedIcon, color: '#4f46e5' },
  { label: 'Use Case Theatre', to: '/use-case-theatre', Icon: TheaterComedyOutlinedIcon, color: '#db2777' },
  { label: 'Green AI feed', to: '/usecases', Icon: EnergySavingsLeafOutlinedIcon, color: '#059669' },
  { label: 'UC Studio', to: '/uc-studio', Icon: AutoAwesomeOutlinedIcon, color: '#d97706' },
  // docs/routes.md#screens-and-web-routes: Projects is disabled in the dock
  { label: 'Projects', to: null, Icon: WorkOutlineIcon, color: '#64748b' },
] as const;

const itemSx = {
  flex: '1 1 0',
  minWidth: 88,
  flexDirection: 'column',
  gap: 0.75,
  py: 1.5,
  px: 1,
  borderRadius: '16px',
  color: 'text.primary',
  textDecoration: 'none',
  '&:hover': { bgcolor: 'action.hover' },
  '&.Mui-disabled': { opacity: 0.5 },
} as const;

/** Shortcuts under the categories; Projects is shown but disabled; a Kids Lock learner gets only what a child can use. */
export function QuickActionsDock({ age }: { age: unknown }) {
  const actions = ACTIONS.filter(({ to }) => to === null || isPlaceOpenTo(age, to));
  return (
    <Paper component="nav" aria-label="Quick actions" variant="outlined" data-tour="quick-actions" sx={{ p: 1 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
        {actions.map(({ label, to, Icon, color }) => {
          const body = (
            <>
              <Box aria-hidden sx={{ width: 44, height: 44, borderRadius: '14px', display: 'grid', placeItems: 'center', color, bgcolor: alpha(color, 0.12) }}>
                <Icon />
              </Box>
              <Typography variant="body2" fontWeight={600} textAlign="center" lineHeight={1.2}>
                {label}
              </Typography>
            </>
          );
          return to ? (
            <ButtonBase key={label} component={RouterLink} to={to} sx={itemSx}>
              {body}
            </ButtonBase>
          ) : (
            <ButtonBase key={label} disabled aria-describedby="projects-soon" sx={itemSx}>
              {body}
              <Typography id="projects-soon" variant="caption" color="text.secondary" sx={{ mt: -0.5 }}>
                Coming soon
              </Typography>
            </ButtonBase>
          );
        })}
      </Box>
    </Paper>
  );
}
