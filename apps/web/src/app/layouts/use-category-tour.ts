import { useEffect, useEffectEvent } from 'react';
import { useSearchParams } from 'react-router';
import { readFlag, setFlag, STORAGE_KEYS } from '../../lib/storage';
import type { TourStep } from '../../lib/tour';

const STEPS: readonly TourStep[] = [
  {
    element: '[data-tour="cat-course"]',
    title: 'Choose a course',
    description: 'Pick a course, then take graded quizzes in Serious Athlete Mode or study flashcards in Curious Learner Mode.',
  },
  {
    element: '[data-tour="cat-results"]',
    title: 'Your results',
    description: 'Your last quizzes in this category, with the score, the time and every answer.',
  },
  {
    element: '[data-tour="cat-bookmarks"]',
    title: 'My bookmarks',
    description: 'Flashcards you bookmark while studying are kept here.',
  },
  {
    element: '[data-tour="cat-studio"]',
    title: 'UC Studio',
    description: 'Turn what you learn into real-world use cases and share them on Green AI.',
  },
];

// the category sidebar is never a drawer: on phones it sits above the screen
const NO_DRAWER = () => {};

/**
 * docs/product.md#states-and-transitions category tour: starts when cat_tour_seen is absent or the address has tour=1, never on
 * the quiz or the flashcards (the layout passes enabled false there). Finishing or closing it sets
 * the flag; leaving mid-tour does not.
 */
export function useCategoryTour({ enabled }: { enabled: boolean }) {
  const [params, setParams] = useSearchParams();
  const forced = params.get('tour') === '1';
  const due = enabled && (forced || !readFlag(STORAGE_KEYS.catTourSeen));

  const finish = useEffectEvent(() => {
    setFlag(STORAGE_KEYS.catTourSeen);
    // tour=1 asks for one showing: the sidebar's links keep the query string and must not replay it
    if (forced) {
      setParams(
        (current) => {
          current.delete('tour');
          return current;
        },
        { replace: true },
      );
    }
  });

  useEffect(() => {
    if (!due) return;
    const controller = new AbortController();
    // the tour's code loads only when a tour runs
    void import('../../lib/tour').then(({ runTour }) =>
      runTour({ steps: STEPS, isDrawer: false, setDrawerOpen: NO_DRAWER, signal: controller.signal, onDone: () => finish() }),
    );
    return () => controller.abort();
  }, [due]);
}
