import { useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { mdiAccountSearch, mdiCircle, mdiFileDocumentPlusOutline } from '@mdi/js';
import { FEED_RECENT_CAP, FEED_TRENDING_CAP } from '@curio/core/limits';
import { KIDS_MSG } from '@curio/core/kids-messages';
import { USECASE_MSG } from '@curio/core/usecase-messages';
import type { UseCase } from '@curio/core/usecases';
import { KidsLockNotice } from '../../../components/kids-lock-notice';
import { PageLoader } from '../../../components/page-loader';
import { SearchField } from '../../../components/search-field';
import { StatusMessage } from '../../../components/status-message';
import { Button, ButtonLink, Chip, Container, Icon, Stack, Tabs, Text, ToggleGroup } from '../../../ui';
import { useUseCases } from '../api/get-usecases';
import { LoginPrompt } from '../components/login-prompt';
import { useDeleteUseCaseFlow } from '../components/use-delete-usecase';
import { UseCaseList } from '../components/usecase-list';
import { feedFilterOf, isOrigin, ORIGIN_CHOICES } from '../feed-pages';
import { capReachedText, FEED_TEXT, filteredEmptyText, trendingCapText } from '../feed-texts';
import { useLiveFeed } from '../hooks/use-live-feed';
import type { LiveStatus } from '../hooks/use-live-usecases';
import { useNow } from '../hooks/use-now';
import { useViewer, type Viewer } from '../hooks/use-viewer';
import css from './feed-pages.module.css';

const ORIGIN_OPTIONS = [{ value: 'all', label: 'All' }, ...ORIGIN_CHOICES] as const;

const FEED_TABS: { value: FeedTab; label: string }[] = [
  { value: 'recent', label: FEED_TEXT.recent },
  { value: 'top', label: FEED_TEXT.trending },
  { value: 'following', label: FEED_TEXT.following },
];

const SEARCH_DELAY_MS = 300;

type FeedTab = 'recent' | 'top' | 'following';

/** Tab, origin and search live in the address, so a reload or a shared link keeps them. */
function useFeedParams() {
  const [params, setParams] = useSearchParams();
  const filter = useMemo(() => feedFilterOf(params), [params]);
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
    <span role="status">
      <Chip
        size="small"
        color={live ? 'success' : 'warning'}
        variant="outlined"
        icon={<Icon path={mdiCircle} size="inherit" className={css.liveDot} />}
        label={live ? FEED_TEXT.live : FEED_TEXT.reconnecting}
      />
    </span>
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
    <Container maxWidth="md" className={css.page}>
      <Stack direction="row" align="center" gap={1.5} wrap className={css.heading}>
        <Text variant="h4" as="h1">
          {FEED_TEXT.title}
        </Text>
        <LiveIndicator status={live.status} />
        <ButtonLink to="/usecases/new" variant="contained" color="success" startIcon={<Icon path={mdiFileDocumentPlusOutline} size="small" />} className={css.post}>
          Post Use Case
        </ButtonLink>
      </Stack>
      <Text tone="secondary" className={css.subtitle}>
        {FEED_TEXT.subtitle}
      </Text>

      <Tabs
        label="Feed"
        value={tab}
        tabs={FEED_TABS}
        onChange={(next) => set('tab', next === 'top' ? 'trending' : next === 'following' ? 'following' : null)}
        className={css.tabs}
      />

      <Stack rowFrom="sm" gap={2} className={css.filters}>
        <div className={css.search}>
          <SearchField label={FEED_TEXT.searchLabel} value={search} onChange={setSearch} placeholder={FEED_TEXT.searchPlaceholder} />
        </div>
        <ToggleGroup
          label="Origin"
          size="small"
          value={filter.origin ?? 'all'}
          options={ORIGIN_OPTIONS}
          onChange={(value) => set('origin', isOrigin(value) ? value : null)}
          className={css.origins}
        />
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
                <ButtonLink to="/explore-people" variant="contained" startIcon={<Icon path={mdiAccountSearch} size="small" />}>
                  {FEED_TEXT.findPeople}
                </ButtonLink>
              ) : (
                <ButtonLink to="/usecases/new" variant="contained" color="success" startIcon={<Icon path={mdiFileDocumentPlusOutline} size="small" />}>
                  Post the first one
                </ButtonLink>
              )
            }
          />
        }
      />
      {deletion.dialog}
    </Container>
  );
}
