import { useState } from 'react';
import { ACCOUNT_MSG } from '@curio/core/account-messages';
import { deletionRequestInput } from '@curio/core/account';
import { DELETION_REASON_MAX } from '@curio/core/limits';
import { FormDialog } from '../../../components/form-dialog';
import { Alert, TextField } from '../../../ui';
import { errorMessage } from '../../../lib/api-client';
import { useZodForm } from '../../../lib/use-zod-form';
import { useRequestDeletion } from '../api/request-deletion';
import css from './deletion-request-dialog.module.css';

interface Props {
  open: boolean;
  onClose: () => void;
  onSubmitted: () => void;
}

/** docs/product.md#states-and-transitions: opens, goes to submitting, and on success closes with a message. */
export function DeletionRequestDialog({ open, onClose, onSubmitted }: Props) {
  // the reason's helper text is its character count, so messages show in one alert below it
  const form = useZodForm(deletionRequestInput, { reason: '' }, { summary: true });
  const [requestError, setRequestError] = useState<string>();
  const request = useRequestDeletion();

  const submit = () => {
    const input = form.validate();
    if (!input) return;
    setRequestError(undefined);
    request.mutate(input, {
      onSuccess: () => {
        form.setValues({ reason: '' });
        onSubmitted();
      },
      onError: (err) => setRequestError(errorMessage(err, ACCOUNT_MSG.deletionFailed)),
    });
  };

  const error = form.formError ?? requestError;

  return (
    <FormDialog
      open={open}
      onClose={() => {
        form.setFormError(undefined);
        setRequestError(undefined);
        onClose();
      }}
      title="Request account deletion"
      description="We will delete your account and everything linked to it: results, bookmarks, notes and posts. This cannot be undone. You may tell us why (optional)."
      submitLabel="Send request"
      submitColor="error"
      pending={request.isPending}
      onSubmit={submit}
    >
      <TextField
        label="Reason"
        multiline
        minRows={3}
        autoFocus
        {...form.field('reason')}
        disabled={request.isPending}
        maxLength={DELETION_REASON_MAX}
        helperText={
          <span className={css.count} aria-live="polite">
            {form.values.reason.length}/{DELETION_REASON_MAX}
          </span>
        }
      />
      {error && (
        <Alert severity="error" className={css.error}>
          {error}
        </Alert>
      )}
    </FormDialog>
  );
}
