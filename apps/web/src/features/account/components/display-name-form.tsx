import { useEffect, useState, type FormEvent } from 'react';
import { mdiCheck } from '@mdi/js';
import { ACCOUNT_MSG } from '@curio/core/account-messages';
import { updateProfileInput } from '@curio/core/account';
import { NAME_MAX_LENGTH, SAVE_NAME_FEEDBACK_MS } from '@curio/core/limits';
import { Button, Icon, Stack, TextField } from '../../../ui';
import { useZodForm } from '../../../lib/use-zod-form';
import { useUpdateName } from '../api/update-name';
import type { Notify } from './notify';
import css from './display-name-form.module.css';

type Status = 'idle' | 'saving' | 'saved';

/** docs/product.md#states-and-transitions: idle → saving → saved → idle after SAVE_NAME_FEEDBACK_MS. */
export function DisplayNameForm({ initialName, notify }: { initialName: string; notify: Notify }) {
  const form = useZodForm(updateProfileInput, { full_name: initialName });
  const [status, setStatus] = useState<Status>('idle');
  const update = useUpdateName();

  useEffect(() => {
    if (status !== 'saved') return;
    const timer = setTimeout(() => setStatus('idle'), SAVE_NAME_FEEDBACK_MS);
    return () => clearTimeout(timer);
  }, [status]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const input = form.validate();
    if (!input) return;
    setStatus('saving');
    update.mutate(input, {
      onSuccess: (me) => {
        form.setValues({ full_name: me.profile.full_name ?? input.full_name });
        setStatus('saved');
        notify('success', ACCOUNT_MSG.nameSaved);
      },
      onError: () => {
        setStatus('idle');
        notify('error', ACCOUNT_MSG.nameSaveFailed);
      },
    });
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack rowFrom="sm" gap={1.5} className={css.form}>
        <TextField label="Display name" autoComplete="name" {...form.field('full_name')} maxLength={NAME_MAX_LENGTH} />
        <Button
          type="submit"
          variant="contained"
          loading={status === 'saving'}
          startIcon={status === 'saved' ? <Icon path={mdiCheck} size="small" /> : undefined}
          className={css.save}
        >
          Save name
        </Button>
      </Stack>
    </form>
  );
}
