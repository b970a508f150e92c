import { createBrowserRouter, Navigate, type LoaderFunctionArgs, type Params, type RouteObject } from 'react-router';
import type { QueryClient } from '@tanstack/react-query';
import { isCategoryAllowed, isKidsLocked, normalizeCategoryName } from '@curio/core/kids-lock';
import { mdiAccountOutline } from '@mdi/js';
import { ACCOUNT_MSG } from '@curio/core/account-messages';
import { SET_OFFER_TEXT } from '@curio/core/study-sets-messages';
import { USECASE_PAGES_MSG } from '@curio/core/usecase-messages';
import { PageLoader } from '../components/page-loader';
import { meQueryOptions } from '../lib/me';
import { Icon } from '../ui';
import { AdminOnly } from './guards/admin-only';
import { GuestOnly } from './guards/guest-only';
import { KidsLockGuard } from './guards/kids-lock-guard';
import { RequireAdmin } from './guards/require-admin';
import { RequireUser, type GuestPrompt } from './guards/require-user';
import { MainLayout } from './layouts/main-layout';
import { RootLayout, type RouteHandle } from './layouts/root-layout';
import { RouteErrorPage } from './routes/route-error-page';
import { coursesQueryOptions } from '../features/catalogue/api/get-courses';
import { reviewSummaryQueryOptions } from '../features/review/api/get-review-summary';

/** A screen whose feature lands in a later issue: the shared placeholder under the page's name. */
const comingSoon = (title: string): Pick<RouteObject, 'handle' | 'lazy'> => ({
  handle: { title } satisfies RouteHandle,
  lazy: async () => ({ Component: (await import('./routes/coming-soon-page')).ComingSoonPage }),
});

/** What a guest reads on the pages below that are not in @curio/core. */
const GUEST_TEXT = {
  courses: 'Please log in to browse all courses and topics.',
  profile: 'Log in to see your profile.',
} as const;

/** A page for learners that a guest may still open, to read why it needs them and find Log in. */
const guestPrompted = (guest: GuestPrompt, route: RouteObject): RouteObject => ({ element: <RequireUser guest={guest} />, children: [route] });

const welcome: Pick<RouteObject, 'handle' | 'lazy'> = {
  handle: { title: 'Welcome' } satisfies RouteHandle,
  lazy: async () => ({ Component: (await import('./routes/welcome/welcome-page')).WelcomePage }),
};

/**
 * A loader that starts a page's first request as the page's code starts loading, instead of once it
 * has rendered, and does not wait for it: the page finds the request under way in the query cache
 * and shows its own loading state meanwhile. Without a query client (the welcome page drawn at
 * build time) nothing is asked.
 */
const startsLoading =
  (queryClient: QueryClient | undefined, start: (queryClient: QueryClient, args: LoaderFunctionArgs) => Promise<unknown> | null): Pick<RouteObject, 'loader'> =>
    queryClient
      ? {
          loader: (args) => {
            // a failure is the page's to show: it asks again as it mounts
            start(queryClient, args)?.catch(() => undefined);
            return null;
          },
        }
      : {};

/** The quiz's code, which reads a quiz's address: by import, as the set's, so its rules stay out of the app's shell. */
const loadQuiz = () => import('../features/quiz/use-quiz-session');

/** Who is signed in. A learner's request waits for it, as the page does behind its guards. */
const signedInAs = (queryClient: QueryClient) => queryClient.ensureQueryData(meQueryOptions());

/** A category screen's address: the category (as the route names it; router state is the page's alone), its parameters and its search. */
interface CategoryAddress {
  category: string;
  params: Params;
  search: URLSearchParams;
}

/**
 * startsLoading for a category screen a learner studies with, behind RequireUser and
 * KidsLockGuard: nothing is asked for a guest or in a category Kids Lock keeps closed, as the
 * guards would not show the page; and a topic's downloaded copy, read with no network, is found
 * under the learner, who is known by then. The feature's code loads meanwhile.
 */
const startsStudying = <Feature,>(
  queryClient: QueryClient | undefined,
  load: () => Promise<Feature>,
  start: (queryClient: QueryClient, feature: Feature, address: CategoryAddress) => unknown,
) =>
  startsLoading(queryClient, async (client, { params, request }) => {
    const [me, feature] = await Promise.all([signedInAs(client), load()]);
    const category = normalizeCategoryName(params.cat ?? '');
    if (!me?.user || !isCategoryAllowed(me.age, category)) return;
    await start(client, feature, { category, params, search: new URL(request.url).searchParams });
  });

/**
 * The whole route table of docs/routes.md#screens-and-web-routes (plus /reset-password for 'Forgot password?'). Every page is
 * loaded on demand; guards and layouts are small and load with the app.
 */
export const createRoutes = (queryClient?: QueryClient): RouteObject[] => [
  {
    element: <RootLayout />,
    errorElement: <RouteErrorPage />,
    hydrateFallbackElement: <PageLoader fullScreen />,
    children: [
      // screens without the sidebar frame
      {
        element: <GuestOnly />,
        children: [
          {
            path: 'login',
            handle: { title: 'Login' } satisfies RouteHandle,
            lazy: async () => ({ Component: (await import('../features/account/pages/login-page')).LoginPage }),
          },
          {
            path: 'signup',
            handle: { title: 'Sign up' } satisfies RouteHandle,
            lazy: async () => ({ Component: (await import('../features/account/pages/signup-page')).SignupPage }),
          },
        ],
      },
      {
        path: 'reset-password',
        handle: { title: 'Reset password' } satisfies RouteHandle,
        lazy: async () => ({ Component: (await import('../features/account/pages/reset-password-page')).ResetPasswordPage }),
      },
      {
        path: 'offline',
        handle: { title: 'Temporarily Offline' } satisfies RouteHandle,
        lazy: async () => ({ Component: (await import('./routes/offline-page')).OfflinePage }),
      },
      {
        path: 'not-allowed',
        handle: { title: 'Access Restricted' } satisfies RouteHandle,
        lazy: async () => ({ Component: (await import('./routes/not-allowed-page')).NotAllowedPage }),
      },
      {
        path: 's/:slug',
        handle: { title: 'Shared use case' } satisfies RouteHandle,
        lazy: async () => ({ Component: (await import('../features/usecase-sharing/pages/shared-usecase-page')).SharedUseCasePage }),
      },

      // the Green AI network in its own frame (docs/routes.md#screens-and-web-routes 'Use-case layout')
      {
        lazy: async () => ({ Component: (await import('./layouts/usecase-layout')).UseCaseLayout }),
        children: [
          {
            path: 'usecases',
            handle: { title: 'Green AI feed' } satisfies RouteHandle,
            ...startsLoading(queryClient, async (client, { request }) => {
              const [me, feed] = await Promise.all([signedInAs(client), import('../features/green-feed/api/get-usecases')]);
              // a guest and a learner under Kids Lock read why the feed is not for them instead
              if (me?.user && !isKidsLocked(me.age)) feed.startFeed(client, new URL(request.url).searchParams);
            }),
            lazy: async () => ({ Component: (await import('./routes/green-ai/green-feed-route')).GreenFeedRoute }),
          },
          {
            path: 'usecases/new',
            handle: { title: 'Post a use case' } satisfies RouteHandle,
            lazy: async () => ({ Component: (await import('../features/green-feed/pages/new-usecase-page')).NewUseCasePage }),
          },
          {
            path: 'my/usecases',
            handle: { title: 'My use cases' } satisfies RouteHandle,
            lazy: async () => ({ Component: (await import('./routes/green-ai/my-usecases-route')).MyUseCasesRoute }),
          },
        ],
      },

      // screens in the main sidebar frame
      {
        element: <MainLayout />,
        children: [
          { index: true, ...welcome },
          { path: 'welcome', ...welcome },
          {
            path: 'privacy',
            handle: { title: 'Privacy policy' } satisfies RouteHandle,
            lazy: async () => ({ Component: (await import('./routes/privacy-page')).PrivacyPage }),
          },
          guestPrompted({ text: GUEST_TEXT.profile, notice: { title: ACCOUNT_MSG.userNotFound, icon: <Icon path={mdiAccountOutline} size="inherit" /> } }, {
            path: 'profile',
            handle: { title: 'Profile' } satisfies RouteHandle,
            lazy: async () => ({ Component: (await import('./routes/profile-route')).ProfileRoute }),
          }),
          guestPrompted({ text: GUEST_TEXT.courses }, {
            path: 'courses',
            handle: { title: 'Courses' } satisfies RouteHandle,
            lazy: async () => ({ Component: (await import('../features/catalogue/pages/browse-courses-page')).BrowseCoursesPage }),
          }),
          { path: 'green-ai', ...comingSoon('Green AI') },
          guestPrompted({ text: USECASE_PAGES_MSG.theatreLoginToUse }, {
            path: 'use-case-theatre',
            handle: { title: 'Use Case Theatre' } satisfies RouteHandle,
            lazy: async () => ({ Component: (await import('./routes/usecase-theatre-route')).UseCaseTheatreRoute }),
          }),
          // the spec's target of 'Explore All Shared Use Cases' is the Green AI feed
          { path: 'use-case-theatre/use-case-feed', element: <Navigate to="/usecases" replace /> },
          {
            path: 'projects',
            handle: { title: 'Projects' } satisfies RouteHandle,
            lazy: async () => ({ Component: (await import('./routes/projects-route')).ProjectsRoute }),
          },
          {
            path: 'projects/studio',
            handle: { title: 'Projects studio' } satisfies RouteHandle,
            ...startsLoading(queryClient, async (client) => {
              const [me, cards] = await Promise.all([signedInAs(client), import('../features/projects/hooks/use-project-cards')]);
              // a guest's list has the shared templates only
              await cards.startStudio(client, Boolean(me?.user));
            }),
            lazy: async () => ({ Component: (await import('./routes/projects-route')).ProjectsStudioRoute }),
          },
          guestPrompted({ text: USECASE_PAGES_MSG.savedLoginToView }, {
            path: 'saved-usecases',
            handle: { title: 'Saved use cases' } satisfies RouteHandle,
            lazy: async () => ({ Component: (await import('./routes/saved-usecases-route')).SavedUseCasesRoute }),
          }),
          guestPrompted({ text: USECASE_PAGES_MSG.peopleLoginToView }, {
            path: 'explore-people',
            handle: { title: 'Explore people' } satisfies RouteHandle,
            lazy: async () => ({ Component: (await import('../features/people/pages/explore-people-page')).ExplorePeoplePage }),
          }),
          guestPrompted({ text: USECASE_PAGES_MSG.peopleLoginToView }, {
            path: 'people/:username',
            handle: { title: 'Person' } satisfies RouteHandle,
            lazy: async () => ({ Component: (await import('./routes/people/person-route')).PersonRoute }),
          }),
          guestPrompted({ text: USECASE_PAGES_MSG.studioLoginToView }, {
            path: 'uc-studio',
            handle: { title: 'UC Studio' } satisfies RouteHandle,
            lazy: async () => ({ Component: (await import('./routes/usecase-studio-route')).UseCaseStudioRoute }),
          }),

          // docs/product.md#validation: category, quiz, bookmarks, results and study screens need a session
          {
            element: <RequireUser />,
            children: [
              {
                path: 'settings',
                handle: { title: 'Settings' } satisfies RouteHandle,
                lazy: async () => ({ Component: (await import('./routes/settings-route')).SettingsRoute }),
              },
              {
                path: 'review',
                handle: { title: 'Review' } satisfies RouteHandle,
                ...startsLoading(queryClient, (client) => client.prefetchQuery(reviewSummaryQueryOptions())),
                lazy: async () => ({ Component: (await import('./routes/review-route')).ReviewRoute }),
              },
              // a learner's own study sets; Kids Lock learners keep theirs, and the screens refuse others' sets
              {
                path: 'sets',
                handle: { title: 'My sets' } satisfies RouteHandle,
                lazy: async () => ({ Component: (await import('../features/study-sets/pages/my-sets-page')).MySetsPage }),
              },
              {
                path: 'sets/new',
                handle: { title: 'New set' } satisfies RouteHandle,
                lazy: async () => ({ Component: (await import('../features/study-sets/pages/set-editor-page')).NewSetPage }),
              },
              {
                path: 'sets/import',
                handle: { title: 'Import a set' } satisfies RouteHandle,
                lazy: async () => ({ Component: (await import('../features/study-sets/pages/import-page')).ImportPage }),
              },
              {
                path: 'sets/:id/edit',
                handle: { title: 'Edit set' } satisfies RouteHandle,
                lazy: async () => ({ Component: (await import('../features/study-sets/pages/set-editor-page')).EditSetPage }),
              },
              ...['sets/:id', 'sets/shared/:slug'].flatMap((base): RouteObject[] => [
                {
                  path: base,
                  handle: { title: 'Study set' } satisfies RouteHandle,
                  // by import, beside the page's own code: the set's feature stays out of the app's shell
                  ...startsLoading(queryClient, async (client, { params }) => {
                    const [{ setRefOf }, { setQueryOptions }] = await Promise.all([import('../features/study-sets/use-set-ref'), import('../features/study-sets/api/get-set')]);
                    const ref = setRefOf(params);
                    return ref && client.prefetchQuery(setQueryOptions(ref));
                  }),
                  lazy: async () => ({ Component: (await import('../features/study-sets/pages/set-page')).SetPage }),
                },
                {
                  path: `${base}/quiz`,
                  handle: { title: 'Quiz' } satisfies RouteHandle,
                  lazy: async () => ({ Component: (await import('./routes/sets/set-quiz-route')).SetQuizRoute }),
                },
                {
                  path: `${base}/study`,
                  handle: { title: 'Flashcards' } satisfies RouteHandle,
                  lazy: async () => ({ Component: (await import('./routes/sets/set-study-route')).SetStudyRoute }),
                },
              ]),
              {
                path: 'quiz/complete',
                handle: { title: 'Quiz complete' } satisfies RouteHandle,
                lazy: async () => ({ Component: (await import('../features/results/pages/quiz-complete-page')).QuizCompletePage }),
              },
              {
                element: <KidsLockGuard />,
                children: [
                  {
                    path: 'quiz/:cat/:course',
                    lazy: async () => ({ Component: (await import('./routes/category/course-link-redirect')).CourseLinkRedirect }),
                  },
                  // the category layout puts its own sidebar beside these screens, inside the main frame
                  {
                    path: 'category/:cat',
                    lazy: async () => ({ Component: (await import('./layouts/category-layout')).CategoryLayout }),
                    children: [
                      {
                        index: true,
                        handle: { title: 'Course selector' } satisfies RouteHandle,
                        ...startsLoading(queryClient, (client, { params }) => client.prefetchQuery(coursesQueryOptions(normalizeCategoryName(params.cat ?? '')))),
                        lazy: async () => ({ Component: (await import('./routes/category/selector-page')).SelectorPage }),
                      },
                      {
                        path: 'view-results',
                        handle: { title: 'Quiz results' } satisfies RouteHandle,
                        lazy: async () => ({ Component: (await import('../features/results/pages/results-page')).ResultsPage }),
                      },
                      {
                        path: 'bookmarks',
                        handle: { title: 'My bookmarks' } satisfies RouteHandle,
                        lazy: async () => ({ Component: (await import('../features/bookmarks/pages/bookmarks-page')).BookmarksPage }),
                      },
                      {
                        path: 'quiz',
                        handle: { title: 'Choose your mode' } satisfies RouteHandle,
                        lazy: async () => ({ Component: (await import('../features/quiz/pages/course-mode-page')).CourseModePage }),
                      },
                      {
                        path: 'quiz/start',
                        handle: { title: 'Quiz' } satisfies RouteHandle,
                        ...startsStudying(queryClient, loadQuiz, (client, quiz, { category, search }) => quiz.startQuizSession(client, quiz.topicQuizOf(category, search))),
                        lazy: async () => ({ Component: (await import('../features/quiz/pages/quiz-page')).QuizPage }),
                      },
                      {
                        path: 'quiz/retake/:resultId',
                        handle: { title: 'Retake my mistakes' } satisfies RouteHandle,
                        ...startsStudying(queryClient, loadQuiz, (client, quiz, { params }) => quiz.startQuizSession(client, { quiz: quiz.retakeQuizOf(params.resultId), asks: true })),
                        lazy: async () => ({ Component: (await import('../features/quiz/pages/quiz-page')).RetakeQuizPage }),
                      },
                      {
                        path: 'quiz/mistakes',
                        handle: { title: 'My mistakes in this topic' } satisfies RouteHandle,
                        ...startsStudying(queryClient, loadQuiz, (client, quiz, { search }) => quiz.startQuizSession(client, quiz.mistakesQuizOf(search))),
                        lazy: async () => ({ Component: (await import('../features/quiz/pages/quiz-page')).MistakesQuizPage }),
                      },
                      {
                        path: 'study',
                        handle: { title: 'Study topics' } satisfies RouteHandle,
                        lazy: async () => ({ Component: (await import('../features/flashcards/pages/study-topic-selector-page')).StudyTopicSelectorPage }),
                      },
                      {
                        path: 'study/studybot',
                        handle: { title: 'Flashcards' } satisfies RouteHandle,
                        ...startsStudying(
                          queryClient,
                          () => import('../features/flashcards/api/get-flashcards'),
                          (client, cards, { category, search }) => {
                            const deck = cards.studyParamsOf(category, search);
                            return deck.course && client.prefetchQuery(cards.flashcardsQueryOptions(deck));
                          },
                        ),
                        lazy: async () => ({ Component: (await import('./routes/studybot-route')).StudybotRoute }),
                      },
                    ],
                  },
                ],
              },
            ],
          },

          // docs/product.md#roles-and-permissions: the upload panel answers non-admins in place; the delete pages redirect them
          {
            element: <AdminOnly />,
            children: [
              {
                path: 'upload-admin',
                handle: { title: 'Admin upload panel' } satisfies RouteHandle,
                lazy: async () => ({ Component: (await import('../features/admin/pages/upload-admin-page')).UploadAdminPage }),
              },
            ],
          },
          {
            element: <RequireAdmin />,
            children: [
              {
                path: 'admin/topics',
                handle: { title: 'Delete flashcards by topic' } satisfies RouteHandle,
                lazy: async () => ({ Component: (await import('../features/admin/pages/admin-topics-page')).FlashcardTopicsAdminPage }),
              },
              {
                path: 'admin/quiz-topics',
                handle: { title: 'Delete quiz questions by topic' } satisfies RouteHandle,
                lazy: async () => ({ Component: (await import('../features/admin/pages/admin-topics-page')).QuizTopicsAdminPage }),
              },
              // a learner's set reaches the catalogue only once they offer it (decision 052)
              {
                path: 'admin/offered-sets',
                handle: { title: SET_OFFER_TEXT.adminTitle } satisfies RouteHandle,
                lazy: async () => ({ Component: (await import('../features/study-sets/pages/offered-sets-page')).OfferedSetsPage }),
              },
            ],
          },
        ],
      },

      { path: '*', element: <Navigate to="/projects" replace /> },
    ],
  },
];

export const createRouter = (queryClient: QueryClient) => createBrowserRouter(createRoutes(queryClient));
