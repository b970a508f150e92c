import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { PageLoader } from '../components/page-loader';
import { AdminOnly } from './guards/admin-only';
import { GuestOnly } from './guards/guest-only';
import { KidsLockGuard } from './guards/kids-lock-guard';
import { RequireAdmin } from './guards/require-admin';
import { RequireUser } from './guards/require-user';
import { MainLayout } from './layouts/main-layout';
import { RootLayout, type RouteHandle } from './layouts/root-layout';
import { RouteErrorPage } from './routes/route-error-page';

/** A screen whose feature lands in a later issue: the shared placeholder under the page's name. */
const comingSoon = (title: string): Pick<RouteObject, 'handle' | 'lazy'> => ({
  handle: { title } satisfies RouteHandle,
  lazy: async () => ({ Component: (await import('./routes/coming-soon-page')).ComingSoonPage }),
});

const welcome: Pick<RouteObject, 'handle' | 'lazy'> = {
  handle: { title: 'Welcome' } satisfies RouteHandle,
  lazy: async () => ({ Component: (await import('./routes/welcome/welcome-page')).WelcomePage }),
};

/**
 * The whole route table of spec §2 (plus /reset-password for 'Forgot password?'). Every page is
 * loaded on demand; guards and layouts are small and load with the app.
 */
const routes: RouteObject[] = [
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
      { path: 's/:slug', ...comingSoon('Shared use case') },

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
          {
            path: 'profile',
            handle: { title: 'Profile' } satisfies RouteHandle,
            lazy: async () => ({ Component: (await import('../features/account/pages/profile-page')).ProfilePage }),
          },
          { path: 'courses', ...comingSoon('Courses') },
          { path: 'green-ai', ...comingSoon('Green AI') },
          { path: 'use-case-theatre', ...comingSoon('Use Case Theatre') },
          { path: 'use-case-theatre/use-case-feed', ...comingSoon('Explore All Shared Use Cases') },
          { path: 'projects', ...comingSoon('Projects') },
          { path: 'projects/studio', ...comingSoon('Projects studio') },
          { path: 'saved-usecases', ...comingSoon('Saved use cases') },
          { path: 'explore-people', ...comingSoon('Explore people') },
          { path: 'usecases', ...comingSoon('Green AI feed') },
          { path: 'usecases/new', ...comingSoon('Post a use case') },
          { path: 'my/usecases', ...comingSoon('My use cases') },
          { path: 'uc-studio', ...comingSoon('UC Studio') },

          // spec §5: category, quiz, bookmarks, results and study screens need a session
          {
            element: <RequireUser />,
            children: [
              {
                path: 'settings',
                handle: { title: 'Settings' } satisfies RouteHandle,
                lazy: async () => ({ Component: (await import('../features/account/pages/settings-page')).SettingsPage }),
              },
              { path: 'quiz/complete', ...comingSoon('Quiz complete') },
              {
                element: <KidsLockGuard />,
                children: [
                  { path: 'quiz/:cat/:course', ...comingSoon('Choose your mode') },
                  // the category layout (its own sidebar) replaces this frame with the catalogue issue
                  {
                    path: 'category/:cat',
                    children: [
                      { index: true, ...comingSoon('Course selector') },
                      { path: 'view-results', ...comingSoon('Quiz results') },
                      { path: 'bookmarks', ...comingSoon('My bookmarks') },
                      { path: 'quiz', ...comingSoon('Topic selector') },
                      { path: 'quiz/start', ...comingSoon('Quiz') },
                      { path: 'study', ...comingSoon('Study topics') },
                      { path: 'study/studybot', ...comingSoon('Flashcards') },
                    ],
                  },
                ],
              },
            ],
          },

          // spec §6: the upload panel answers non-admins in place; the delete pages redirect them
          {
            element: <AdminOnly />,
            children: [{ path: 'upload-admin', ...comingSoon('Admin upload panel') }],
          },
          {
            element: <RequireAdmin />,
            children: [
              { path: 'admin/topics', ...comingSoon('Delete flashcards by topic') },
              { path: 'admin/quiz-topics', ...comingSoon('Delete quiz questions by topic') },
            ],
          },
        ],
      },

      { path: '*', element: <Navigate to="/projects" replace /> },
    ],
  },
];

export const createRouter = () => createBrowserRouter(routes);
