import { useState, type ChangeEvent } from 'react';

interface Issue {
  readonly path: readonly PropertyKey[];
  readonly message: string;
}

/** What the hook needs of a zod schema; structural, so this module pulls no zod into a bundle. */
export interface FormSchema<V, Out> {
  safeParse(values: V): { success: true; data: Out } | { success: false; error: { readonly issues: readonly Issue[] } };
}

interface Options {
  /**
   * Show one message for the whole form (`formError`, in an alert) instead of each under its
   * field: for forms whose fields keep a fixed hint in their helper text.
   */
  summary?: boolean;
}

/** First message per field: one problem at a time is enough to fix. */
function fieldErrors<V>(issues: readonly Issue[]): Partial<Record<keyof V, string>> {
  const out: Partial<Record<keyof V, string>> = {};
  for (const issue of issues) {
    const key = issue.path[0] as keyof V | undefined;
    if (typeof key === 'string' && !(key in out)) out[key] = issue.message;
  }
  return out;
}

/**
 * The one way forms hold their state: text values, the messages of the shared zod schema, and
 * the props that bind a TextField. Editing a field clears its own message and the form's.
 */
export function useZodForm<V extends Record<string, string>, Out>(schema: FormSchema<NoInfer<V>, Out>, initial: V, options: Options = {}) {
  const [values, setValues] = useState<V>(initial);
  const [errors, setErrors] = useState<Partial<Record<keyof V, string>>>({});
  const [formError, setFormError] = useState<string>();

  const field = (name: keyof V & string) => ({
    value: values[name],
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
      const { value } = event.target;
      setValues((v) => ({ ...v, [name]: value }));
      setErrors((errs) => ({ ...errs, [name]: undefined }));
      setFormError(undefined);
    },
    error: Boolean(errors[name]),
    helperText: errors[name],
  });

  /** The parsed values, or null after showing what is wrong. */
  const validate = (): Out | null => {
    const parsed = schema.safeParse(values);
    if (parsed.success) return parsed.data;
    if (options.summary) setFormError(parsed.error.issues[0]?.message);
    else setErrors(fieldErrors<V>(parsed.error.issues));
    return null;
  };

  /** A message for one field found after the form's own check (the server's verdict on it). */
  const setFieldError = (name: keyof V & string, message: string) => setErrors((errs) => ({ ...errs, [name]: message }));

  return { values, setValues, errors, setFieldError, formError, setFormError, field, validate };
}
