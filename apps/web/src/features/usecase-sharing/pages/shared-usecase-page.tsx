import { useEffect } from 'react';
import { useParams } from 'react-router';
import { mdiLeaf } from '@mdi/js';
import { KIDS_LOCK_ERROR } from '@curio/core/kids-lock';
import { KIDS_MSG } from '@curio/core/kids-messages';
import { USECASE_SHARE_MSG } from '@curio/core/usecase-messages';
import type { SharedUseCase } from '@curio/core/usecases';
import { Brand } from '../../../components/brand';
import { KidsLockNotice } from '../../../components/kids-lock-notice';
import { LinkedText } from '../../../components/linked-text';
import { APP_NAME } from '../../../lib/app-name';
import { isApiError } from '../../../lib/api-client';
import { useAuth } from '../../../lib/use-auth';
import { ButtonLink, Card, Chip, Container, Icon, Skeleton, Stack, Text } from '../../../ui';
import { useSharedUseCase } from '../api/get-shared-usecase';
import css from './shared-usecase-page.module.css';

/** docs/product.md#errors 'Error: {message}' with 'failed' when there is none; an unknown or malformed slug is 'Not found'. */
function failureText(err: unknown): string {
  if (isApiError(err) && (err.status === 404 || err.status === 400)) return USECASE_SHARE_MSG.notFound;
  return `Error: ${(err instanceof Error && err.message) || 'failed'}`;
}

/** Guests are invited to join; members go on to the feed. */
function CallToAction() {
  const { user, loading } = useAuth();
  if (loading) return <Skeleton variant="rounded" height={120} />;
  return (
    <Card className={css.invite}>
      <Text variant="h6" as="h2" gutterBottom>
        {user ? 'More use cases are waiting' : `Discover more on ${APP_NAME}`}
      </Text>
      <Text tone="secondary" className={css.lead}>
        {user
          ? 'See what other learners found, like the best ones and join the conversation.'
          : `Learn with quizzes and flashcards, generate real-world use cases for any topic and share them in the Green AI network. It's free.`}
      </Text>
      <Stack rowFrom="sm" gap={1.5}>
        {user ? (
          <ButtonLink to="/usecases" variant="contained" color="success">
            Open the Green AI feed
          </ButtonLink>
        ) : (
          <>
            <ButtonLink to="/signup" variant="contained" color="success">
              Join {APP_NAME} free
            </ButtonLink>
            <ButtonLink to="/login" variant="outlined" color="success">
              Log in
            </ButtonLink>
          </>
        )}
      </Stack>
    </Card>
  );
}

function SharedUseCaseView({ usecase }: { usecase: SharedUseCase['usecase'] }) {
  const title = usecase.title.trim() || USECASE_SHARE_MSG.untitled;
  const content = usecase.content.trim();
  const summary = usecase.summary.trim();

  useEffect(() => {
    document.title = `${title} · ${APP_NAME}`;
  }, [title]);

  return (
    <article aria-labelledby="shared-title">
      <Text id="shared-title" variant="h3" as="h1" className={css.title}>
        {title}
      </Text>
      {/* a summary made from the text's opening would only repeat it; one of its own leads the page */}
      {summary && !content.startsWith(summary) && (
        <Text variant="h6" as="p" tone="secondary" className={css.summary} aria-label="Summary">
          {summary}
        </Text>
      )}
      <p className={css.content}>
        <LinkedText text={content} />
      </p>
      {usecase.tags.length > 0 && (
        <Stack direction="row" gap={0.75} wrap as="ul" aria-label="Tags" className={css.tags}>
          {usecase.tags.map((tag) => (
            <li key={tag}>
              <Chip label={`#${tag}`} size="small" className={css.tag} />
            </li>
          ))}
        </Stack>
      )}
    </article>
  );
}

/** /s/{slug}: a shared use case, readable without an account (docs/routes.md#screens-and-web-routes 'Public share page'); not by a Kids Lock learner (decision 021). */
export function SharedUseCasePage() {
  const { slug = '' } = useParams();
  const shared = useSharedUseCase(slug);
  const { kidsLocked } = useAuth();
  const refusedToKid = kidsLocked || (isApiError(shared.error) && shared.error.code === KIDS_LOCK_ERROR);

  return (
    <div className={css.screen}>
      <header className={css.header}>
        <Container maxWidth="md" className={css.bar}>
          <Brand size={28} />
          <Chip icon={<Icon path={mdiLeaf} size="inherit" />} label="Green AI" size="small" color="success" variant="outlined" className={css.badge} />
        </Container>
      </header>
      {refusedToKid ? (
        <main>
          <KidsLockNotice title={KIDS_MSG.sharedTitle} text={KIDS_MSG.sharedText} />
        </main>
      ) : (
        <Container as="main" maxWidth="md" className={css.main}>
          <Card className={css.sheet}>
            <Text variant="overline" tone="success" as="p" className={css.kicker}>
              Shared use case
            </Text>
            {shared.isPending ? (
              <div>
                <Text role="status" tone="secondary" className={css.lead}>
                  {USECASE_SHARE_MSG.loading}
                </Text>
                <Skeleton className={css.skeletonTitle} />
                <Skeleton />
                <Skeleton />
                <Skeleton width="60%" />
              </div>
            ) : shared.isError ? (
              <Text role="alert" variant="h5" as="h1">
                {failureText(shared.error)}
              </Text>
            ) : (
              <SharedUseCaseView usecase={shared.data.usecase} />
            )}
          </Card>
          <CallToAction />
        </Container>
      )}
    </div>
  );
}
