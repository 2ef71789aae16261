import { Suspense, type ReactNode } from 'react';
import { createBrowserRouter, Navigate, Outlet, type RouteObject } from 'react-router';
import { PageLoading } from '@/components/PageLoading';
import { ProtectedRoute, PublicOnlyRoute, RootRedirect, RouteWatcher } from './guards';
import { AuthenticatedLayout } from './layouts/AuthenticatedLayout';
import { RouteErrorPage } from './RouteErrorPage';
import { pageModule } from './page-module';
import { protectedRoutes } from './routes';
import { providerRedirectPage, publicLayout } from './sign-in-screen';

// Public screens load on demand: a signed-in visit never downloads them, and vice versa.
const ProviderRedirectPage = providerRedirectPage.Component;
const templatePage = pageModule(() => import('./TemplatePage').then((m) => m.TemplatePage), []);
const TemplatePage = templatePage.Component;
const PublicLayout = publicLayout.Component;
const legalLayout = pageModule(
  () => import('./layouts/LegalLayout').then((m) => m.LegalLayout),
  [],
);
const LegalLayout = legalLayout.Component;

/** Suspense for the lazily loaded shells of the public pages. */
function Lazy({ children }: { children: ReactNode }) {
  return <Suspense fallback={<PageLoading />}>{children}</Suspense>;
}

const publicRoutes: RouteObject[] = [
  { id: 'signIn', path: '/sign-in', element: <ProviderRedirectPage screen="signin" /> },
  {
    id: 'signUp',
    path: '/sign-up',
    element: (
      <PublicOnlyRoute>
        <ProviderRedirectPage screen="signup" />
      </PublicOnlyRoute>
    ),
  },
  {
    id: 'forgotPassword',
    path: '/forgot-password',
    element: (
      <PublicOnlyRoute>
        <ProviderRedirectPage screen="forgot-password" />
      </PublicOnlyRoute>
    ),
  },
  {
    id: 'resetPassword',
    path: '/reset-password',
    element: <ProviderRedirectPage screen="reset-password" />,
  },
  { id: 'template', path: '/template', element: <TemplatePage /> },
];

/** The footer's policy pages: public, and readable signed in or out. */
const legalPage = pageModule(
  () => import('@/features/legal/LegalPage').then((m) => m.LegalPage),
  ['legal'],
);
const LegalPage = legalPage.Component;
/** A report a customer shared with their GP: public, readable signed in or out. */
const sharedReportPage = pageModule(
  () => import('@/features/shared-report/SharedReportPage').then((m) => m.SharedReportPage),
  ['sharedReport'],
);
const SharedReportPage = sharedReportPage.Component;

/**
 * Public pages opened by their address (a GP's share link, the signed-out start page, a policy
 * opened in a new tab from the footer): start-up fetches them as it does the signed-in pages
 * (app/initial-page.ts).
 */
export const publicPages: { path: string; preload: () => Promise<unknown> }[] = [
  { path: '/share/:token', preload: sharedReportPage.preload },
  {
    path: '/template',
    preload: () => Promise.all([publicLayout.preload(), templatePage.preload()]),
  },
  {
    path: '/legal/*',
    preload: () => Promise.all([legalLayout.preload(), legalPage.preload()]),
  },
];

const legalRoutes: RouteObject[] = [
  { id: 'legalTerms', path: '/legal/terms', element: <LegalPage document="terms" /> },
  { id: 'legalPrivacy', path: '/legal/privacy', element: <LegalPage document="privacy" /> },
];

function Root() {
  return (
    <>
      <RouteWatcher />
      <Outlet />
    </>
  );
}

export function createRouter() {
  return createBrowserRouter([
    {
      id: 'root',
      element: <Root />,
      errorElement: <RouteErrorPage />,
      children: [
        { id: 'index', path: '/', element: <RootRedirect /> },
        {
          id: 'public',
          element: (
            <Lazy>
              <PublicLayout />
            </Lazy>
          ),
          children: publicRoutes.map((route) =>
            route.path === '/sign-in'
              ? { ...route, element: <PublicOnlyRoute>{route.element}</PublicOnlyRoute> }
              : route,
          ),
        },
        {
          id: 'authenticated',
          element: <AuthenticatedLayout />,
          children: protectedRoutes.map((route) => ({
            id: route.key,
            path: route.path,
            handle: { route },
            element: (
              <ProtectedRoute authority={route.authority}>
                <Suspense fallback={<PageLoading />}>
                  <route.Component />
                </Suspense>
              </ProtectedRoute>
            ),
          })),
        },
        {
          id: 'legal',
          element: (
            <Lazy>
              <LegalLayout />
            </Lazy>
          ),
          children: legalRoutes,
        },
        {
          id: 'sharedReport',
          path: '/share/:token',
          element: (
            <Suspense fallback={<PageLoading />}>
              <SharedReportPage />
            </Suspense>
          ),
        },
        { id: 'unknown', path: '*', element: <Navigate to="/" replace /> },
      ],
    },
  ]);
}
