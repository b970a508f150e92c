import { useEffect, useRef, useState, type FormEvent } from 'react';
import { ACCOUNT_ERROR, ACCOUNT_MSG } from '@curio/core/account-messages';
import { changePasswordInput } from '@curio/core/account';
import { PASSWORD_FEEDBACK_MS } from '@curio/core/limits';
import { Alert, Button, Stack, TextField, type FieldElement } from '../../../ui';
import { errorMessage, isApiError } from '../../../lib/api-client';
import { useZodForm } from '../../../lib/use-zod-form';
import { useChangePassword } from '../api/change-password';
import { NewPasswordField } from './new-password-field';
import css from './change-password-form.module.css';

type Feedback = { status: 'idle' } | { status: 'success' | 'error'; message: string };

const EMPTY = { currentPassword: '', newPassword: '' };

/**
 * docs/product.md#states-and-transitions: idle → success or error → idle after PASSWORD_FEEDBACK_MS. A refusal that belongs to
 * one field (a common new password, a wrong current one) stays under that field instead.
 */
export function ChangePasswordForm() {
  const form = useZodForm(changePasswordInput, EMPTY);
  const [feedback, setFeedback] = useState<Feedback>({ status: 'idle' });
  const change = useChangePassword();
  const currentRef = useRef<FieldElement>(null);
  const newRef = useRef<FieldElement>(null);

  useEffect(() => {
    if (feedback.status === 'idle') return;
    const timer = setTimeout(() => setFeedback({ status: 'idle' }), PASSWORD_FEEDBACK_MS);
    return () => clearTimeout(timer);
  }, [feedback]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const input = form.validate();
    if (!input) return;
    change.mutate(input, {
      onSuccess: () => {
        form.setValues(EMPTY);
        setFeedback({ status: 'success', message: ACCOUNT_MSG.passwordChanged });
      },
      onError: (err) => {
        const code = isApiError(err) ? err.code : null;
        if (code === ACCOUNT_ERROR.commonPassword) {
          form.setFieldError('newPassword', ACCOUNT_MSG.commonPassword);
          newRef.current?.focus();
        } else if (code === ACCOUNT_ERROR.wrongPassword) {
          form.setFieldError('currentPassword', ACCOUNT_MSG.wrongCurrentPassword);
          currentRef.current?.focus();
        } else {
          setFeedback({ status: 'error', message: errorMessage(err, ACCOUNT_MSG.passwordChangeFailed) });
        }
      },
    });
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap={2}>
        <TextField label="Current password" type="password" autoComplete="current-password" ref={currentRef} {...form.field('currentPassword')} />
        <NewPasswordField
          label="New password"
          note="Your other sessions will be signed out."
          inputRef={newRef}
          value={form.values.newPassword}
          onChange={form.field('newPassword').onChange}
          error={form.errors.newPassword}
        />
        <Stack rowFrom="sm" gap={2} className={css.submitRow}>
          <Button type="submit" variant="contained" disabled={!form.values.newPassword} loading={change.isPending} className={css.submit}>
            Change password
          </Button>
          {feedback.status !== 'idle' && (
            <Alert severity={feedback.status} role="status" className={css.feedback}>
              {feedback.message}
            </Alert>
          )}
        </Stack>
      </Stack>
    </form>
  );
}
