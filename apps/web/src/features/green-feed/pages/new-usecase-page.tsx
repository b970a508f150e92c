import { useEffect, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import toast from 'react-hot-toast/headless';
import { POST_SUCCESS_REDIRECT_MS, POST_SUCCESS_SNACKBAR_MS, USECASE_CONTENT_MAX, USECASE_TITLE_MAX } from '@curio/core/limits';
import { parseTags } from '@curio/core/tags';
import { KIDS_MSG } from '@curio/core/kids-messages';
import { USECASE_MSG } from '@curio/core/usecase-messages';
import { newUseCase } from '@curio/core/usecases';
import { KidsLockNotice } from '../../../components/kids-lock-notice';
import { PageLoader } from '../../../components/page-loader';
import { errorMessage, isApiError } from '../../../lib/api-client';
import { useZodForm } from '../../../lib/use-zod-form';
import { Button, ButtonLink, Card, Container, Stack, Text, TextField } from '../../../ui';
import { useCreateUseCase } from '../api/create-usecase';
import { LoginPrompt } from '../components/login-prompt';
import { TagChip } from '../components/tag-chip';
import { FEED_TEXT } from '../feed-texts';
import { useViewer } from '../hooks/use-viewer';
import css from './feed-pages.module.css';

/** /usecases/new: post a use case of my own (docs/routes.md#screens-and-web-routes 'New use case form'). */
export function NewUseCasePage() {
  const { viewer, kidsLocked, loading } = useViewer();
  if (loading) return <PageLoader label="Checking your session" />;
  if (!viewer) return <LoginPrompt title={FEED_TEXT.newTitle} text={USECASE_MSG.loginToPost} />;
  if (kidsLocked) return <KidsLockNotice title={KIDS_MSG.postingTitle} text={KIDS_MSG.postingText} />;
  return <NewUseCaseForm />;
}

/** A count that appears as the limit comes near, so a long text is not cut without warning. */
const counter = (value: string, max: number) => (value.length > max * 0.8 ? `${value.length}/${max}` : undefined);

function NewUseCaseForm() {
  const navigate = useNavigate();
  const create = useCreateUseCase();
  const form = useZodForm(newUseCase, { title: '', content: '', tags: '' });
  const [posted, setPosted] = useState(false);
  const title = form.field('title');
  const content = form.field('content');
  const tags = form.field('tags');
  const tagPreview = parseTags(form.values.tags);

  // docs/routes.md#screens-and-web-routes: the feed opens 0.8 s after the success message
  useEffect(() => {
    if (!posted) return;
    const timer = setTimeout(() => void navigate('/usecases'), POST_SUCCESS_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [posted, navigate]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (create.isPending || posted) return;
    const data = form.validate();
    if (!data) return;
    // docs/product.md#validation: a use case written here has origin user
    create.mutate(
      { title: data.title, content: data.content, tags: data.tags, is_public: true, origin: 'user' },
      {
        onSuccess: () => {
          toast.success(USECASE_MSG.posted, { duration: POST_SUCCESS_SNACKBAR_MS });
          setPosted(true);
        },
        onError: (err) =>
          toast.error(isApiError(err) && err.status === 401 ? USECASE_MSG.mustBeLoggedIn : errorMessage(err, USECASE_MSG.postFailed)),
      },
    );
  };

  return (
    <Container maxWidth="md" className={css.page}>
      <Text variant="h4" as="h1" className={css.heading}>
        {FEED_TEXT.newTitle}
      </Text>
      <Text tone="secondary" className={css.subtitleWide}>
        {FEED_TEXT.newSubtitle}
      </Text>
      <Card padded>
        <form onSubmit={submit} noValidate>
          <Stack gap={2.5}>
            <TextField
              label="Title"
              required
              autoFocus
              {...title}
              helperText={title.helperText ?? counter(form.values.title, USECASE_TITLE_MAX)}
              maxLength={USECASE_TITLE_MAX}
            />
            <TextField
              label="Content"
              required
              multiline
              minRows={6}
              maxRows={20}
              {...content}
              helperText={content.helperText ?? counter(form.values.content, USECASE_CONTENT_MAX)}
              maxLength={USECASE_CONTENT_MAX}
            />
            <div>
              <TextField label="Tags" placeholder="e.g. energy, #climate forecasting" {...tags} helperText={tags.helperText ?? FEED_TEXT.tagsHint} />
              {tagPreview.length > 0 && (
                <Stack direction="row" gap={0.75} wrap className={css.tagPreview} aria-label="Tags to post">
                  {tagPreview.map((tag) => (
                    <TagChip key={tag} tag={tag} />
                  ))}
                </Stack>
              )}
            </div>
            <Stack direction="row" gap={1.5} justify="flex-end">
              <ButtonLink to="/usecases" aria-disabled={create.isPending || undefined}>
                Cancel
              </ButtonLink>
              <Button type="submit" variant="contained" color="success" disabled={create.isPending || posted}>
                {create.isPending ? USECASE_MSG.posting : 'Post Use Case'}
              </Button>
            </Stack>
          </Stack>
        </form>
      </Card>
    </Container>
  );
}
