/** The learner asked their system for less motion: no confetti, no animated tour (CSS motion is off in the theme). */
export const prefersReducedMotion = () => window.matchMedia('(prefers-reduced-motion: reduce)').matches;
