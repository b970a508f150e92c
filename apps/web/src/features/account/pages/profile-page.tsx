import type { ReactNode } from 'react';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CalendarMonthOutlinedIcon from '@mui/icons-material/CalendarMonthOutlined';
import EmailOutlinedIcon from '@mui/icons-material/EmailOutlined';
import InsightsOutlinedIcon from '@mui/icons-material/InsightsOutlined';
import TrendingUpRoundedIcon from '@mui/icons-material/TrendingUpRounded';
import { PROGRESS_MSG } from '@curio/core/study-messages';
import { useAuth } from '../../../lib/use-auth';
import { UserAvatar } from '../components/user-avatar';

const joinedFormat = new Intl.DateTimeFormat(undefined, { day: 'numeric', month: 'long', year: 'numeric' });

function Detail({ icon, label, value }: { icon: ReactNode; label: string; value: string }) {
  return (
    <Stack direction="row" spacing={1.5} alignItems="center">
      {icon}
      <div>
        <Typography variant="caption" color="text.secondary" component="p">
          {label}
        </Typography>
        <Typography sx={{ wordBreak: 'break-word' }}>{value}</Typography>
      </div>
    </Stack>
  );
}

/**
 * The profile: the account details, the learner's progress and the quiz activity that app/
 * composes in from the progress and results features (features do not import each other).
 */
export function ProfilePage({ progress, activity }: { progress?: ReactNode; activity?: ReactNode }) {
  const { user, fullName, avatar } = useAuth();
  if (!user) return null; // the route lets no guest through

  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, sm: 4 } }}>
      <Stack spacing={3}>
        <Card>
          <CardContent sx={{ p: { xs: 2.5, sm: 4 } }}>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3} alignItems={{ xs: 'flex-start', sm: 'center' }}>
              <UserAvatar name={fullName} email={user.email} src={avatar} size={88} />
              <Stack spacing={2} sx={{ minWidth: 0 }}>
                <Typography variant="h2" component="h1">
                  {fullName || 'Your profile'}
                </Typography>
                <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 2, sm: 4 }}>
                  <Detail icon={<EmailOutlinedIcon color="primary" />} label="Email" value={user.email} />
                  <Detail
                    icon={<CalendarMonthOutlinedIcon color="primary" />}
                    label="Joined"
                    value={joinedFormat.format(new Date(user.created_at))}
                  />
                </Stack>
              </Stack>
            </Stack>
          </CardContent>
        </Card>
        {progress && (
          <Card component="section" aria-labelledby="profile-progress-title">
            <CardContent sx={{ p: { xs: 2.5, sm: 4 } }}>
              <Stack direction="row" spacing={1.5} alignItems="center" sx={{ mb: 2.5 }}>
                <TrendingUpRoundedIcon color="primary" />
                <Typography id="profile-progress-title" variant="h5" component="h2">
                  {PROGRESS_MSG.title}
                </Typography>
              </Stack>
              {progress}
            </CardContent>
          </Card>
        )}
        <Card component="section">
          <CardContent sx={{ p: { xs: 2.5, sm: 4 } }}>
            <Stack direction="row" spacing={1.5} alignItems="center" sx={{ mb: 2.5 }}>
              <InsightsOutlinedIcon color="primary" />
              <Typography variant="h5" component="h2">
                Quiz activity
              </Typography>
            </Stack>
            {activity}
          </CardContent>
        </Card>
      </Stack>
    </Container>
  );
}
