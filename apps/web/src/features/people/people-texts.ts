/* Texts of Explore People and person pages that the spec leaves to us (its own are in @curio/core/usecase-messages). */
export const PEOPLE_TEXT = {
  searchLabel: 'Search people',
  searchPlaceholder: 'A name or @username',
  loadMore: 'Load more',
  personNotFound: 'This person is not here.',
  theirUseCases: 'Published use cases',
  explorePeople: 'Explore people',
} as const;

export const noMatchText = (q: string) => `No one matches “${q}”.`;
export const followingText = (count: number) => `${count} following`;
