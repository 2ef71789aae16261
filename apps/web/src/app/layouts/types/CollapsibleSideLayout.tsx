import { useThemeStore } from '@/lib/theme/theme-store';
import { HeaderBar } from '../parts/HeaderBar';
import { Logo, SidePanel, SkipLink } from '../parts/Logo';
import { MenuButton, NavDrawer } from '../parts/NavDrawer';
import { SideNavMenu } from '../parts/SideNavMenu';
import { CollapseToggle } from '../parts/UserArea';
import { useDrawer, type LayoutProps } from './shared';

/** Collapsible side menu: 290 px wide, 80 px collapsed (icons only). */
export function CollapsibleSideLayout({ groups, children }: LayoutProps) {
  const collapsed = useThemeStore((state) => state.layout.sideNavCollapse);
  const drawer = useDrawer();
  return (
    <div className="flex min-h-screen" data-layout="collapsibleSide">
      <SkipLink />
      <SidePanel
        className={`hidden shrink-0 border-e border-gray-200 bg-neutral transition-[width] motion-reduce:transition-none lg:block dark:border-gray-800 ${
          collapsed ? 'w-(--hc-side-nav-collapsed-width)' : 'w-(--hc-side-nav-width)'
        }`}
      >
        <div className="sticky top-0 flex h-screen flex-col">
          <div
            className={`flex h-(--hc-header-height) shrink-0 items-center border-b border-gray-200 dark:border-gray-800 ${collapsed ? 'justify-center' : 'px-6'}`}
          >
            <Logo compact={collapsed} />
          </div>
          <div className={`flex-1 overflow-y-auto py-4 ${collapsed ? 'px-3' : 'px-4'}`}>
            <SideNavMenu groups={groups} collapsed={collapsed} />
          </div>
        </div>
      </SidePanel>
      <div className="flex min-w-0 flex-1 flex-col">
        <HeaderBar
          start={
            <>
              <MenuButton onClick={drawer.show} expanded={drawer.open} className="lg:hidden" />
              <span className="lg:hidden">
                <Logo compact />
              </span>
              <CollapseToggle />
            </>
          }
        />
        {children}
      </div>
      <NavDrawer open={drawer.open} onClose={drawer.hide} groups={groups} />
    </div>
  );
}
