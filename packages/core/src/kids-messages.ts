/*
 * What a Kids Lock learner (kids-lock.ts) is told where the social side of the product is closed
 * to them (decision 021): the server's refusal, and the screens shown instead of the feed, people,
 * posting and shared pages. Plain words and no blame: the child did nothing wrong.
 */
export const KIDS_MSG = {
  /** the server's 403 on every route a Kids Lock account may not use */
  refused: 'Kids Lock is on, so posting to the feed, sharing and meeting people are switched off. You can still make use cases and keep them for yourself.',
  /** POST /api/auth/update-user with age, firstName or lastName, for everyone */
  feedTitle: 'Green AI is for grown-ups',
  feedText:
    'The feed shows posts and comments from people you do not know, so it is hidden while Kids Lock is on. You can still make use cases in the Use Case Theatre and save the ones you like.',
  postingTitle: 'Posting is switched off',
  postingText: 'Kids Lock keeps your use cases private. Save them and add notes: only you can see them.',
  peopleTitle: 'Explore People is for grown-ups',
  peopleText: 'Kids Lock keeps you away from strangers: you will not see other people here, and nobody can find or follow you.',
  sharedTitle: 'Shared pages are for grown-ups',
  sharedText: 'This page was shared by someone you may not know, so it is hidden while Kids Lock is on.',
  studioNote: 'Kids Lock is on, so your use cases stay private: save them and add notes that only you can see.',
  profileNote: 'Kids Lock is on: nobody else can see your profile.',
  makeUseCases: 'Make use cases',
} as const;
