import { PROJECT_MSG } from '@curio/core/projects-messages';
import { splitHeadline } from '@curio/core/usecase-text';
import { ErrorState } from '../../../components/error-state';
import { errorMessage } from '../../../lib/api-client';
import { useAuth } from '../../../lib/use-auth';
import type { BriefSource, UseCaseSource } from '../../../lib/brief-links';
import { Button, ButtonLink, Dialog, DialogText, Skeleton, Stack, Text } from '../../../ui';
import { useBriefSources } from '../api/get-brief-sources';
import { STUDIO_TEXT } from '../studio-texts';
import { SignInPrompt } from './sign-in-prompt';
import css from './usecase-picker.module.css';

interface Props {
  open: boolean;
  signedIn: boolean;
  onClose: () => void;
  onPick: (source: BriefSource) => void;
}

interface Choice {
  source: UseCaseSource;
  title: string;
  detail: string;
}

/** 'Start from a use case': one of the learner's saved use cases or published posts becomes a use-case brief. */
export function UseCasePicker({ open, signedIn, onClose, onPick }: Props) {
  const { kidsLocked } = useAuth();
  const sources = useBriefSources(open && signedIn, kidsLocked);

  const groups: [string, Choice[]][] = sources.data
    ? [
        [
          STUDIO_TEXT.savedUseCases,
          sources.data.saved.map((item) => {
            const { title, body } = splitHeadline(item.content);
            return { source: { saved_id: item.id }, title: title ?? item.keyword, detail: title ? `${item.keyword} · ${body}` : body };
          }),
        ],
        [STUDIO_TEXT.publishedUseCases, sources.data.published.map((post) => ({ source: { usecase_id: post.id }, title: post.title, detail: post.content }))],
      ]
    : [];
  const nothing = groups.every(([, choices]) => choices.length === 0);

  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={STUDIO_TEXT.startFromUseCase}
      className={css.picker}
      actions={<Button onClick={onClose}>Cancel</Button>}
    >
      {!signedIn ? (
        <SignInPrompt text={STUDIO_TEXT.signInForUseCases} />
      ) : sources.isError ? (
        <ErrorState message={errorMessage(sources.error, PROJECT_MSG.requestFailed)} onRetry={() => void sources.refetch()} />
      ) : sources.isPending ? (
        <div className={css.loading}>
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} variant="rounded" height={56} />
          ))}
        </div>
      ) : nothing ? (
        <>
          <Text tone="secondary" role="status" className={css.empty}>
            {STUDIO_TEXT.noUseCases}
          </Text>
          <Stack direction="row" gap={1} wrap>
            <ButtonLink to="/use-case-theatre" variant="outlined" size="small">
              Use Case Theatre
            </ButtonLink>
            {!kidsLocked && (
              <ButtonLink to="/usecases/new" variant="outlined" size="small">
                Post to Green AI
              </ButtonLink>
            )}
          </Stack>
        </>
      ) : (
        <>
          <DialogText className={css.hint}>{STUDIO_TEXT.startFromUseCaseHint}</DialogText>
          {groups.map(
            ([heading, choices]) =>
              choices.length > 0 && (
                <div key={heading}>
                  <h3 className={css.heading}>{heading}</h3>
                  <ul aria-label={heading} className={css.group}>
                    {choices.map((choice) => (
                      <li key={'saved_id' in choice.source ? choice.source.saved_id : choice.source.usecase_id}>
                        <button type="button" className={css.choice} onClick={() => onPick(choice.source)}>
                          <span className={css.title}>{choice.title}</span>
                          <span className={css.detail}>{choice.detail}</span>
                        </button>
                      </li>
                    ))}
                  </ul>
                </div>
              ),
          )}
        </>
      )}
    </Dialog>
  );
}
