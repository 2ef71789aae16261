import { Suspense, useEffect, useLayoutEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { PageContainer } from '@/components/PageContainer';
import { PageLoading } from '@/components/PageLoading';
import { useSessionUser } from '@/lib/stores/session-user-store';
import { useThemeStore, type LayoutType } from '@/lib/theme/theme-store';
import { useCurrentRouteDef } from '../current-route';
import { useSignedIn } from '../guards';
import { navigationFor } from '../navigation';
import { pageModule, type PageModule } from '../page-module';
import type { LayoutProps } from './types/shared';

/** Each layout loads on first use, so a page carries only the layout it shows. */
const layoutModules: Record<LayoutType, PageModule<LayoutProps>> = {
  collapsibleSide: pageModule(
    () => import('./types/CollapsibleSideLayout').then((m) => m.CollapsibleSideLayout),
    [],
  ),
  stackedSide: pageModule(
    () => import('./types/StackedSideLayout').then((m) => m.StackedSideLayout),
    [],
  ),
  topBarClassic: pageModule(
    () => import('./types/TopBarClassicLayout').then((m) => m.TopBarClassicLayout),
    [],
  ),
  framelessSide: pageModule(
    () => import('./types/FramelessSideLayout').then((m) => m.FramelessSideLayout),
    [],
  ),
  contentOverlay: pageModule(
    () => import('./types/ContentOverlayLayout').then((m) => m.ContentOverlayLayout),
    [],
  ),
  blank: pageModule(() => import('./types/BlankLayout').then((m) => m.BlankLayout), []),
};

/** Fetches a layout's code ahead of its first render (app/initial-page.ts). */
export const preloadLayout = (type: LayoutType): Promise<void> =>
  (layoutModules[type] ?? layoutModules.collapsibleSide).preload();

/**
 * The signed-in shell: the layout chosen in settings, or the route's own layout while the user is
 * on a route that sets one (the previous layout returns when they leave it).
 */
export function AuthenticatedLayout() {
  const { t } = useTranslation();
  const signedIn = useSignedIn();
  const route = useCurrentRouteDef();
  const applyRouteLayout = useThemeStore((state) => state.applyRouteLayout);
  const type = useThemeStore((state) => state.layout.type);
  const authority = useSessionUser((state) => state.user.authority);
  const groups = useMemo(() => navigationFor(authority), [authority]);

  useLayoutEffect(() => {
    if (signedIn) applyRouteLayout(route?.layout);
  }, [signedIn, route?.key, route?.layout, applyRouteLayout]);

  const title = route ? t(route.titleKey) : '';
  useEffect(() => {
    document.title = title ? `${title} · ${t('app.name')}` : t('app.name');
  }, [title, t]);

  // Anonymous visitors never see the signed-in frame: the route's guard sends them to sign in.
  if (!signedIn) return <Outlet />;
  const Layout = (layoutModules[route?.layout ?? type] ?? layoutModules.collapsibleSide).Component;
  return (
    <Suspense
      fallback={
        <div className="grid min-h-screen place-items-center">
          <PageLoading />
        </div>
      }
    >
      <Layout groups={groups}>
        <PageContainer type={route?.pageContainerType} footer={route?.footer !== false}>
          <Outlet />
        </PageContainer>
      </Layout>
    </Suspense>
  );
}
