import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import Link from '@mui/material/Link';
import type { ProfileCard as Profile } from '@curio/core/people';
import { PEOPLE_MSG } from '@curio/core/usecase-messages';
import { initialsOf, personPath } from '../../../components/author-link';
import { FollowButton } from './follow-button';

/** One person of Explore People: avatar, name (to their page), @username, bio, and the follow button with the page's status. */
export function ProfileCard({ profile, isMe }: { profile: Profile; isMe: boolean }) {
  const name = profile.full_name?.trim() || profile.username || 'User';
  return (
    <Card component="li" aria-label={name} sx={{ display: 'flex', flexDirection: 'column' }}>
      <CardContent sx={{ flex: 1, display: 'flex', flexDirection: 'column', gap: 1.5, '&:last-child': { pb: 2 } }}>
        <Stack direction="row" spacing={1.5} alignItems="center" sx={{ minWidth: 0 }}>
          <Avatar src={profile.avatar_url ?? undefined} alt="" sx={{ width: 48, height: 48, bgcolor: 'primary.main', fontWeight: 700 }}>
            {initialsOf(name)}
          </Avatar>
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700, lineHeight: 1.3 }} noWrap title={name}>
              {profile.username ? (
                <Link component={RouterLink} to={personPath(profile.username)} color="inherit" underline="hover">
                  {name}
                </Link>
              ) : (
                name
              )}
            </Typography>
            {profile.username && (
              <Typography variant="body2" color="text.secondary" noWrap>
                @{profile.username}
              </Typography>
            )}
          </Box>
        </Stack>
        <Typography
          variant="body2"
          color={profile.bio ? 'text.primary' : 'text.secondary'}
          sx={{ flex: 1, wordBreak: 'break-word', display: '-webkit-box', WebkitLineClamp: 4, WebkitBoxOrient: 'vertical', overflow: 'hidden' }}
        >
          {profile.bio || 'No bio yet.'}
        </Typography>
        {isMe ? (
          <Tooltip title={PEOPLE_MSG.thisIsYou}>
            {/* a disabled button fires no events: the span carries the tooltip */}
            <Box component="span" sx={{ alignSelf: 'flex-end' }}>
              <Button variant="outlined" size="small" disabled>
                {PEOPLE_MSG.thisIsYou}
              </Button>
            </Box>
          </Tooltip>
        ) : (
          <FollowButton userId={profile.id} name={name} known={{ isFollowing: profile.isFollowing, followersCount: profile.followersCount }} />
        )}
      </CardContent>
    </Card>
  );
}
