/**
 * The browser's time zone, which the server needs to end "today" at the learner's own midnight.
 * Asked once a page load: the first Intl call loads the locale's data, tens of milliseconds on a
 * phone, so it is also not asked where no one is signed in.
 */
let known: string | undefined;

export const timeZone = () => (known ??= Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC');
