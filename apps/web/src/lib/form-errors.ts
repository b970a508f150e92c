interface Issue {
  readonly path: readonly PropertyKey[];
  readonly message: string;
}

/** First message per field of a failed schema parse, for the helper texts under the fields. */
export function fieldErrors<T extends string>(error: { readonly issues: readonly Issue[] }): Partial<Record<T, string>> {
  const out: Partial<Record<T, string>> = {};
  for (const issue of error.issues) {
    const key = issue.path[0];
    if (typeof key === 'string' && !(key in out)) out[key as T] = issue.message;
  }
  return out;
}
