import { SkipLink } from '../parts/Logo';
import { MenuButton, NavDrawer } from '../parts/NavDrawer';
import { useDrawer, type LayoutProps } from './shared';

/** Blank: the page alone; a small menu button in the corner keeps the rest of the app reachable. */
export function BlankLayout({ groups, children }: LayoutProps) {
  const drawer = useDrawer();
  return (
    <div className="flex min-h-screen flex-col" data-layout="blank">
      <SkipLink />
      <div className="fixed end-3 top-3 z-30">
        <MenuButton
          onClick={drawer.show}
          expanded={drawer.open}
          className="border border-gray-200 bg-neutral shadow-sm dark:border-gray-700"
        />
      </div>
      {children}
      <NavDrawer open={drawer.open} onClose={drawer.hide} groups={groups} />
    </div>
  );
}
