/** The landing overlay's texts: a guest's are the spec's own; a signed-in learner's first action goes on with their learning. */
export const LANDING_MSG = {
  headline: (appName: string) => `${appName} for knowledge discovery`,
  startFree: 'Start free',
  exploreFirst: 'Explore first',
  continueLearning: 'Continue learning',
} as const;
