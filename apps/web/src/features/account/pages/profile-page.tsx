import type { ReactNode } from 'react';
import { mdiCalendarMonthOutline, mdiChartTimelineVariant, mdiEmailOutline, mdiTrendingUp } from '@mdi/js';
import { PROGRESS_MSG } from '@curio/core/study-messages';
import { Card, Container, Icon, Stack, Text } from '../../../ui';
import { useAuth } from '../../../lib/use-auth';
import { UserAvatar } from '../components/user-avatar';
import css from './profile-page.module.css';

const joinedFormat = new Intl.DateTimeFormat(undefined, { day: 'numeric', month: 'long', year: 'numeric' });

function Detail({ icon, label, value }: { icon: string; label: string; value: string }) {
  return (
    <Stack direction="row" gap={1.5} align="center">
      <Icon path={icon} className={css.icon} />
      <div>
        <Text variant="caption" tone="secondary" as="p">
          {label}
        </Text>
        <Text className={css.value}>{value}</Text>
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
    <Container maxWidth="md" className={css.page}>
      <Stack gap={3}>
        <Card className={css.card}>
          <Stack rowFrom="sm" gap={3} className={css.identity}>
            <UserAvatar name={fullName} email={user.email} src={avatar} size={88} />
            <Stack gap={2}>
              <Text variant="h2" as="h1">
                {fullName || 'Your profile'}
              </Text>
              <Stack rowFrom="sm" gap={2} className={css.details}>
                <Detail icon={mdiEmailOutline} label="Email" value={user.email} />
                <Detail icon={mdiCalendarMonthOutline} label="Joined" value={joinedFormat.format(new Date(user.created_at))} />
              </Stack>
            </Stack>
          </Stack>
        </Card>
        {progress && (
          <Card as="section" aria-labelledby="profile-progress-title" className={css.card}>
            <Stack direction="row" gap={1.5} align="center" className={css.cardHead}>
              <Icon path={mdiTrendingUp} className={css.icon} />
              <Text id="profile-progress-title" variant="h5" as="h2">
                {PROGRESS_MSG.title}
              </Text>
            </Stack>
            {progress}
          </Card>
        )}
        <Card as="section" className={css.card}>
          <Stack direction="row" gap={1.5} align="center" className={css.cardHead}>
            <Icon path={mdiChartTimelineVariant} className={css.icon} />
            <Text variant="h5" as="h2">
              Quiz activity
            </Text>
          </Stack>
          {activity}
        </Card>
      </Stack>
    </Container>
  );
}
