import { Suspense } from 'react';
import { createBrowserRouter, Navigate, Outlet, type RouteObject } from 'react-router';
import { PageLoading } from '@/components/PageLoading';
import { ProviderRedirectPage } from '@/features/auth/ProviderRedirectPage';
import { ProtectedRoute, PublicOnlyRoute, RootRedirect, RouteWatcher } from './guards';
import { AuthenticatedLayout } from './layouts/AuthenticatedLayout';
import { PublicLayout } from './layouts/PublicLayout';
import { RouteErrorPage } from './RouteErrorPage';
import { protectedRoutes } from './routes';
import { TemplatePage } from './TemplatePage';

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
          element: <PublicLayout />,
          children: publicRoutes.map((route) =>
            route.path === '/sign-in'
              ? { ...route, element: <PublicOnlyRoute>{route.element}</PublicOnlyRoute> }
              : route,
          ),
        },
        {
          id: 'authenticated',
          element: <AuthenticatedLayout />,
          children: protectedRoutes.map(({ key, path, authority, Component }) => ({
            id: key,
            path,
            element: (
              <ProtectedRoute authority={authority}>
                <Suspense fallback={<PageLoading />}>
                  <Component />
                </Suspense>
              </ProtectedRoute>
            ),
          })),
        },
        { id: 'unknown', path: '*', element: <Navigate to="/" replace /> },
      ],
    },
  ]);
}
