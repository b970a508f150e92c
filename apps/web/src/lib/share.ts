/**
 * Shares text through the system share sheet when there is one, otherwise copies it.
 * Resolves to what happened; a cancelled or failed share resolves to 'failed' and never throws.
 */
export async function shareOrCopy(data: { title?: string; text: string }): Promise<'shared' | 'copied' | 'failed'> {
  try {
    if (typeof navigator.share === 'function') {
      await navigator.share(data);
      return 'shared';
    }
    await navigator.clipboard.writeText(data.text);
    return 'copied';
  } catch {
    return 'failed';
  }
}
