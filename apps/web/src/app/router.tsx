import { createBrowserRouter, Navigate, Outlet, type RouteObject } from 'react-router';
import { ProviderRedirectPage } from '@/features/auth/ProviderRedirectPage';
import { HomePage } from '@/features/home/HomePage';
import { AccessDeniedPage } from './AccessDeniedPage';
import { ProtectedRoute, PublicOnlyRoute, RootRedirect, RouteWatcher } from './guards';
import { AuthenticatedLayout } from './layouts/AuthenticatedLayout';
import { PublicLayout } from './layouts/PublicLayout';
import { RouteErrorPage } from './RouteErrorPage';
import { TemplatePage } from './TemplatePage';

/** A signed-in route: its path, authority list (empty = any signed-in user) and element. */
export interface ProtectedRouteDef {
  key: string;
  path: string;
  authority: string[];
  element: React.ReactNode;
}

export const protectedRoutes: ProtectedRouteDef[] = [
  { key: 'home', path: '/home', authority: [], element: <HomePage /> },
  { key: 'accessDenied', path: '/access-denied', authority: [], element: <AccessDeniedPage /> },
];

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
          children: protectedRoutes.map((route) => ({
            id: route.key,
            path: route.path,
            element: <ProtectedRoute authority={route.authority}>{route.element}</ProtectedRoute>,
          })),
        },
        { id: 'unknown', path: '*', element: <Navigate to="/" replace /> },
      ],
    },
  ]);
}
