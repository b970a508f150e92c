import { useEffect, useMemo, useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import FiberManualRecordIcon from '@mui/icons-material/FiberManualRecord';
import PersonSearchIcon from '@mui/icons-material/PersonSearch';
import PostAddIcon from '@mui/icons-material/PostAdd';
import { FEED_RECENT_CAP, FEED_TRENDING_CAP } from '@curio/core/limits';
import { KIDS_MSG } from '@curio/core/kids-messages';
import { USECASE_MSG } from '@curio/core/usecase-messages';
import type { UseCase, UseCaseOrigin } from '@curio/core/usecases';
import { KidsLockNotice } from '../../../components/kids-lock-notice';
import { PageLoader } from '../../../components/page-loader';
import { SearchField } from '../../../components/search-field';
import { StatusMessage } from '../../../components/status-message';
import { useUseCases } from '../api/get-usecases';
import { LoginPrompt } from '../components/login-prompt';
import { useDeleteUseCaseFlow } from '../components/use-delete-usecase';
import { UseCaseList } from '../components/usecase-list';
import type { FeedFilter } from '../feed-pages';
import { capReachedText, FEED_TEXT, filteredEmptyText, trendingCapText } from '../feed-texts';
import { useLiveFeed } from '../hooks/use-live-feed';
import type { LiveStatus } from '../hooks/use-live-usecases';
import { useNow } from '../hooks/use-now';
import { useViewer, type Viewer } from '../hooks/use-viewer';

/** The origin filter's choices; the keys are the API's origins. */
const ORIGIN_CHOICES: { value: UseCaseOrigin; label: string }[] = [
  { value: 'user', label: 'By people' },
  { value: 'assisted', label: 'AI-assisted' },
  { value: 'ai', label: 'AI' },
];

const SEARCH_DELAY_MS = 300;

const isOrigin = (value: string | null): value is UseCaseOrigin => ORIGIN_CHOICES.some((choice) => choice.value === value);

type FeedTab = 'recent' | 'top' | 'following';

/** Tab, origin and search live in the address, so a reload or a shared link keeps them. */
function useFeedParams() {
  const [params, setParams] = useSearchParams();
  const origin = params.get('origin');
  const tab = params.get('tab');
  const filter = useMemo<FeedFilter>(
    () => ({
      sort: tab === 'trending' ? 'top' : 'recent',
      ...(tab === 'following' ? { following: true } : {}),
      ...(isOrigin(origin) ? { origin } : {}),
      ...(params.get('q')?.trim() ? { q: params.get('q')!.trim() } : {}),
    }),
    [params, origin, tab],
  );
  const set = (name: string, value: string | null) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(name, value);
        else next.delete(name);
        return next;
      },
      { replace: true },
    );
  // clearing the filters keeps the tab
  const clear = () => setParams((current) => new URLSearchParams(current.get('tab') ? { tab: current.get('tab')! } : {}), { replace: true });
  return { filter, set, clear };
}

function LiveIndicator({ status }: { status: LiveStatus }) {
  if (status === 'connecting') return null;
  const live = status === 'live';
  return (
    <Chip
      role="status"
      size="small"
      color={live ? 'success' : 'warning'}
      variant="outlined"
      icon={<FiberManualRecordIcon sx={{ fontSize: 12 }} />}
      label={live ? FEED_TEXT.live : FEED_TEXT.reconnecting}
    />
  );
}

/** /usecases: the Green AI feed (docs/routes.md#screens-and-web-routes), for signed-in readers not under Kids Lock. */
export function GreenFeedPage({ onShare }: { onShare: (useCase: UseCase) => void }) {
  const { viewer, kidsLocked, loading } = useViewer();
  if (loading) return <PageLoader label="Checking your session" />;
  if (!viewer) return <LoginPrompt title={FEED_TEXT.title} text={USECASE_MSG.loginToView} />;
  if (kidsLocked) return <KidsLockNotice title={KIDS_MSG.feedTitle} text={KIDS_MSG.feedText} />;
  return <Feed viewer={viewer} onShare={onShare} />;
}

function Feed({ viewer, onShare }: { viewer: Viewer; onShare: (useCase: UseCase) => void }) {
  const { filter, set, clear } = useFeedParams();
  const [search, setSearch] = useState(filter.q ?? '');
  const query = useUseCases(filter, true);
  const live = useLiveFeed(filter, viewer.id, true);
  const now = useNow();
  const deletion = useDeleteUseCaseFlow();
  const filtered = Boolean(filter.origin || filter.q);
  const tab: FeedTab = filter.following ? 'following' : filter.sort;
  const emptyText = filteredEmptyText(filter) ?? USECASE_MSG.empty;

  // the list follows the search box once typing pauses
  useEffect(() => {
    if (search.trim() === (filter.q ?? '')) return;
    const timer = setTimeout(() => set('q', search.trim() || null), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  });

  const clearFilters = () => {
    setSearch('');
    clear();
  };

  return (
    <Container maxWidth="md" sx={{ py: { xs: 2, sm: 4 } }}>
      <Stack direction="row" alignItems="center" spacing={1.5} useFlexGap flexWrap="wrap" sx={{ mb: 0.5 }}>
        <Typography variant="h4" component="h1">
          {FEED_TEXT.title}
        </Typography>
        <LiveIndicator status={live.status} />
        <Button component={RouterLink} to="/usecases/new" variant="contained" color="success" startIcon={<PostAddIcon />} sx={{ ml: 'auto' }}>
          Post Use Case
        </Button>
      </Stack>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {FEED_TEXT.subtitle}
      </Typography>

      <Tabs
        value={tab}
        onChange={(_e, next: FeedTab) => set('tab', next === 'top' ? 'trending' : next === 'following' ? 'following' : null)}
        aria-label="Feed"
        sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}
      >
        <Tab value="recent" label={FEED_TEXT.recent} />
        <Tab value="top" label={FEED_TEXT.trending} />
        <Tab value="following" label={FEED_TEXT.following} />
      </Tabs>

      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} alignItems={{ sm: 'flex-end' }} sx={{ mb: 3 }}>
        <Box sx={{ flex: 1 }}>
          <SearchField label={FEED_TEXT.searchLabel} value={search} onChange={setSearch} placeholder={FEED_TEXT.searchPlaceholder} />
        </Box>
        <ToggleButtonGroup
          exclusive
          size="small"
          value={filter.origin ?? 'all'}
          onChange={(_e, value: string | null) => value && set('origin', isOrigin(value) ? value : null)}
          aria-label="Origin"
          sx={{ flexWrap: 'wrap', '& .MuiToggleButton-root': { px: 1.5, height: 40 } }}
        >
          <ToggleButton value="all">All</ToggleButton>
          {ORIGIN_CHOICES.map(({ value, label }) => (
            <ToggleButton key={value} value={value}>
              {label}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      </Stack>

      <UseCaseList
        query={query}
        viewer={viewer}
        clamp
        now={now}
        onShare={onShare}
        onDelete={deletion.request}
        capNote={filter.sort === 'top' ? trendingCapText(FEED_TRENDING_CAP) : capReachedText(FEED_RECENT_CAP)}
        unseen={{ count: live.unseen, onShow: live.showUnseen }}
        empty={
          <StatusMessage
            text={emptyText}
            action={
              filtered ? (
                <Button onClick={clearFilters}>{FEED_TEXT.clearFilters}</Button>
              ) : filter.following ? (
                <Button component={RouterLink} to="/explore-people" variant="contained" startIcon={<PersonSearchIcon />}>
                  {FEED_TEXT.findPeople}
                </Button>
              ) : (
                <Button component={RouterLink} to="/usecases/new" variant="contained" color="success" startIcon={<PostAddIcon />}>
                  Post the first one
                </Button>
              )
            }
          />
        }
      />
      {deletion.dialog}
    </Container>
  );
}
