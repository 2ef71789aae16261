import { HeaderBar } from '../parts/HeaderBar';
import { Logo, SkipLink } from '../parts/Logo';
import { MenuButton, NavDrawer } from '../parts/NavDrawer';
import { useDrawer, type LayoutProps } from './shared';

/** Content overlay: the content takes the whole width; the menu opens over it at every size. */
export function ContentOverlayLayout({ groups, children }: LayoutProps) {
  const drawer = useDrawer();
  return (
    <div className="flex min-h-screen flex-col" data-layout="contentOverlay">
      <SkipLink />
      <HeaderBar
        start={
          <>
            <MenuButton onClick={drawer.show} expanded={drawer.open} />
            <Logo />
          </>
        }
      />
      {children}
      <NavDrawer open={drawer.open} onClose={drawer.hide} groups={groups} />
    </div>
  );
}
