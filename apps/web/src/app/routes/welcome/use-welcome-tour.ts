import { useCallback, useEffect, useRef } from 'react';
import { readFlag, setFlag, STORAGE_KEYS } from '../../../lib/storage';
import type { TourStep } from '../../../lib/tour';
import type { AuthState } from '../../../lib/use-auth';
import { useMarkTourSeen } from '../../../features/account/api/mark-tour-seen';
import { useNavDrawer } from '../../layouts/nav-drawer-context';

// the tour's code loads only when a tour runs, not with every visit to the first page
const loadTour = () => import('../../../lib/tour');

/** Sidebar steps first: on small screens the drawer opens for them, then closes for the page. */
const STEPS: readonly TourStep[] = [
  {
    element: '[data-tour="nav"]',
    inDrawer: true,
    title: 'Find your way',
    description: 'Courses, your review, the Use Case Theatre and UC Studio are all one tap away here.',
  },
  {
    element: '[data-tour="spread"]',
    inDrawer: true,
    title: 'Tell a friend',
    description: 'Learning is better together: share Curio with a friend in one tap.',
  },
  {
    element: '[data-tour="search"]',
    title: 'Find a category',
    description: 'Type the first letter of a category to jump straight to it.',
  },
  {
    element: '[data-tour="categories"]',
    title: 'Pick a category',
    description: 'Each category holds courses. Take graded quizzes or study flashcards at your own pace.',
  },
  {
    element: '[data-tour="quick-actions"]',
    title: 'Shortcuts',
    description: 'Jump to the courses, generate real-world AI use cases, or open your studio.',
  },
  {
    element: '[data-tour="account"]',
    title: 'Your account',
    description: 'Your profile, settings and progress live here.',
  },
  {
    element: '[data-tour="replay-tour"]',
    title: 'Replay anytime',
    description: 'Want this tour again later? It is always one click away.',
  },
];

/**
 * docs/product.md#states-and-transitions welcome tour: starts on its own for a guest who has not seen it (local storage) and
 * for a user whose profile says has_seen_tour false (local storage if the profile cannot be
 * read). Finishing saves the flag locally and, for users, on the profile.
 */
export function useWelcomeTour(auth: AuthState, { blocked }: { blocked: boolean }) {
  const { isDrawer, setOpenForTour } = useNavDrawer();
  const markTourSeen = useMarkTourSeen();
  const { mutate: saveSeen } = markTourSeen;
  const running = useRef<AbortController | null>(null);
  const autoStarted = useRef(false);
  const userId = auth.user?.id ?? null;

  const start = useCallback(() => {
    running.current?.abort();
    const controller = new AbortController();
    running.current = controller;
    void loadTour().then(({ runTour }) =>
      runTour({
        steps: STEPS,
        isDrawer,
        setDrawerOpen: setOpenForTour,
        signal: controller.signal,
        onDone: () => {
          setFlag(userId ? STORAGE_KEYS.hasSeenTour : STORAGE_KEYS.guestTourSeen);
          // a failed save is ignored (docs/product.md#errors): the local flag still holds
          if (userId) saveSeen();
        },
      }),
    );
  }, [isDrawer, setOpenForTour, userId, saveSeen]);

  let due = false;
  if (!auth.loading && !blocked) {
    if (userId) due = auth.profile && !auth.error ? !auth.profile.has_seen_tour : !readFlag(STORAGE_KEYS.hasSeenTour);
    else if (!auth.error) due = !readFlag(STORAGE_KEYS.guestTourSeen);
  }

  useEffect(() => {
    if (!due || autoStarted.current) return;
    autoStarted.current = true;
    start();
    return () => {
      // leaving the page (or a re-run) stops the tour without marking it seen
      running.current?.abort();
      autoStarted.current = false;
    };
  }, [due, start]);

  useEffect(() => {
    const tours = running;
    return () => tours.current?.abort();
  }, []);

  return { startTour: start };
}
