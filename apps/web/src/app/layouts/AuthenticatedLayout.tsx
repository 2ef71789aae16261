import { lazy, Suspense, useEffect, useLayoutEffect, useMemo, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { PageContainer } from '@/components/PageContainer';
import { PageLoading } from '@/components/PageLoading';
import { useSessionUser } from '@/lib/stores/session-user-store';
import { useThemeStore, type LayoutType } from '@/lib/theme/theme-store';
import { useCurrentRouteDef } from '../current-route';
import { useSignedIn } from '../guards';
import { navigationFor } from '../navigation';
import type { LayoutProps } from './types/shared';

/** Each layout loads on first use, so a page carries only the layout it shows. */
const layouts: Record<LayoutType, ComponentType<LayoutProps>> = {
  collapsibleSide: lazy(() =>
    import('./types/CollapsibleSideLayout').then((m) => ({ default: m.CollapsibleSideLayout })),
  ),
  stackedSide: lazy(() =>
    import('./types/StackedSideLayout').then((m) => ({ default: m.StackedSideLayout })),
  ),
  topBarClassic: lazy(() =>
    import('./types/TopBarClassicLayout').then((m) => ({ default: m.TopBarClassicLayout })),
  ),
  framelessSide: lazy(() =>
    import('./types/FramelessSideLayout').then((m) => ({ default: m.FramelessSideLayout })),
  ),
  contentOverlay: lazy(() =>
    import('./types/ContentOverlayLayout').then((m) => ({ default: m.ContentOverlayLayout })),
  ),
  blank: lazy(() => import('./types/BlankLayout').then((m) => ({ default: m.BlankLayout }))),
};

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
  const Layout = layouts[route?.layout ?? type] ?? layouts.collapsibleSide;
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
