/** The words of downloading for offline and of the outbox, in one place for the screens and tests. */
export const OFFLINE_MSG = {
  download: 'Download for offline',
  downloading: 'Downloading…',
  available: 'Available offline',
  savedOn: (date: string) => `Downloaded ${date}`,
  update: 'Update',
  remove: 'Remove download',
  downloadFailed: 'Could not download. Check your connection and try again.',
  savedOffline: 'Saved offline, will sync',
  waiting: (count: number) => `${count} ${count === 1 ? 'change' : 'changes'} saved offline, will sync when you are back online`,
  syncing: (count: number) => `Syncing ${count} ${count === 1 ? 'change' : 'changes'} saved offline…`,
  quizSavedOffline: 'Your result is saved on this device and will be sent when you are back online.',
  bookmarkSavedOffline: '⭐ Bookmark saved offline, will sync',
  bookmarkRemovedOffline: '❌ Bookmark removed offline, will sync',
  notDownloadedTitle: 'You are offline',
  notDownloaded: (what: string) => `${what} is not downloaded, so it cannot open without a connection. Connect and try again; to study it offline next time, download it while you are online.`,
  answerNotSent: 'Your answer could not be sent. Check your connection and pick again.',
} as const;
