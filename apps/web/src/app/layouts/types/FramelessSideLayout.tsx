import { HeaderBar } from '../parts/HeaderBar';
import { Logo, SidePanel, SkipLink } from '../parts/Logo';
import { MenuButton, NavDrawer } from '../parts/NavDrawer';
import { SideNavMenu } from '../parts/SideNavMenu';
import { useDrawer, type LayoutProps } from './shared';

/** Frameless side: the menu sits on the page background and the content floats in a panel. */
export function FramelessSideLayout({ groups, children }: LayoutProps) {
  const drawer = useDrawer();
  return (
    <div className="flex min-h-screen bg-gray-100 dark:bg-gray-950" data-layout="framelessSide">
      <SkipLink />
      <SidePanel className="sticky top-0 hidden h-screen w-(--hc-side-nav-width) shrink-0 flex-col lg:flex">
        <div className="flex h-(--hc-header-height) shrink-0 items-center px-6">
          <Logo />
        </div>
        <div className="flex-1 overflow-y-auto px-4 py-4">
          <SideNavMenu groups={groups} />
        </div>
      </SidePanel>
      <div className="flex min-w-0 flex-1 flex-col bg-neutral lg:my-3 lg:me-3 lg:rounded-2xl lg:shadow-sm">
        <HeaderBar
          className="border-b border-gray-200 lg:rounded-t-2xl dark:border-gray-800"
          start={
            <>
              <MenuButton onClick={drawer.show} expanded={drawer.open} className="lg:hidden" />
              <span className="lg:hidden">
                <Logo compact />
              </span>
            </>
          }
        />
        {children}
      </div>
      <NavDrawer open={drawer.open} onClose={drawer.hide} groups={groups} />
    </div>
  );
}
