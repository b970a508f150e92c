/**
 * Copies text that is still on its way, such as a link the server is making. Safari allows a copy
 * only within the click's own task, so where the browser takes a promised value the copy starts at
 * once; otherwise, or if that fails, the text is written when it arrives. Rejects with the given
 * promise's error when the text cannot be had, or with the clipboard's error when copying fails.
 */
export async function copyWhenReady(text: Promise<string>): Promise<void> {
  if (typeof ClipboardItem === 'function' && typeof navigator.clipboard?.write === 'function') {
    const blob = text.then((value) => new Blob([value], { type: 'text/plain' }));
    // the rejection, if any, is reported by the `await text` below, not as an unhandled one
    blob.catch(() => undefined);
    try {
      await navigator.clipboard.write([new ClipboardItem({ 'text/plain': blob })]);
      return;
    } catch {
      // no promised values here, or the copy was refused: try the plain way below
    }
  }
  await navigator.clipboard.writeText(await text);
}
