import { useState, type FormEvent } from 'react';
import { BIO_MAX_LENGTH, USERNAME_MAX_LENGTH } from '@curio/core/limits';
import { updateMeInput, USERNAME_RULE_MSG } from '@curio/core/people';
import { PEOPLE_MSG, USECASE_PAGES_MSG } from '@curio/core/usecase-messages';
import { errorMessage, isApiError } from '../../../lib/api-client';
import { useZodForm } from '../../../lib/use-zod-form';
import { Button, Stack, TextField } from '../../../ui';
import { useUpdateProfile } from '../api/update-profile';

interface Props {
  username: string;
  bio: string;
  notify: (severity: 'success' | 'error', message: string) => void;
}

/** Settings: the username people see after an @ (rules of core's USERNAME_PATTERN) and a short bio. */
export function ProfileDetailsForm({ username, bio, notify }: Props) {
  const form = useZodForm(updateMeInput, { username, bio });
  const update = useUpdateProfile();
  // the server's answer about the username (taken), shown under the field until it is edited
  const [usernameError, setUsernameError] = useState<string>();

  const usernameField = form.field('username');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const input = form.validate();
    if (!input) return;
    update.mutate(
      { username: input.username, bio: input.bio },
      {
        onSuccess: (me) => {
          form.setValues({ username: me.profile.username ?? '', bio: me.profile.bio ?? '' });
          notify('success', USECASE_PAGES_MSG.profileSaved);
        },
        onError: (err) => {
          if (isApiError(err) && err.status === 409) setUsernameError(err.message || PEOPLE_MSG.usernameTaken);
          else notify('error', errorMessage(err, USECASE_PAGES_MSG.profileSaveFailed));
        },
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap={2}>
        <TextField
          label="Username"
          autoComplete="username"
          {...usernameField}
          onChange={(event) => {
            usernameField.onChange(event);
            setUsernameError(undefined);
          }}
          error={usernameField.error || Boolean(usernameError)}
          helperText={usernameField.helperText ?? usernameError ?? USERNAME_RULE_MSG}
          startAdornment="@"
          // room for a pasted leading @, which the rule drops
          maxLength={USERNAME_MAX_LENGTH + 1}
          autoCapitalize="none"
          spellCheck={false}
        />
        <TextField
          label="Bio"
          multiline
          minRows={3}
          {...form.field('bio')}
          helperText={form.errors.bio ?? `${form.values.bio.length}/${BIO_MAX_LENGTH}`}
          maxLength={BIO_MAX_LENGTH}
        />
        <Stack rowFrom="sm">
          <Button type="submit" variant="contained" loading={update.isPending}>
            Save profile
          </Button>
        </Stack>
      </Stack>
    </form>
  );
}
