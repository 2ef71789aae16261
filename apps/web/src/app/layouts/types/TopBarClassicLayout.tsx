import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { groupOfPath } from '../../navigation';
import { HeaderBar } from '../parts/HeaderBar';
import { Logo, SkipLink } from '../parts/Logo';
import { MenuButton, NavDrawer } from '../parts/NavDrawer';
import { NavDropdown } from '../parts/NavDropdown';
import { useDrawer, type LayoutProps } from './shared';

/** Classic top bar: the logo and the menu's sections as drop-downs across the header. */
export function TopBarClassicLayout({ groups, children }: LayoutProps) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const active = groupOfPath(groups, pathname);
  const drawer = useDrawer();
  return (
    <div className="flex min-h-screen flex-col" data-layout="topBarClassic">
      <SkipLink />
      <HeaderBar
        start={
          <>
            <MenuButton onClick={drawer.show} expanded={drawer.open} className="lg:hidden" />
            <Logo />
            <nav aria-label={t('nav.mainMenu')} className="ms-6 hidden items-center gap-1 lg:flex">
              {groups.map((group) => (
                <NavDropdown key={group.key} group={group} active={group.key === active} />
              ))}
            </nav>
          </>
        }
      />
      {children}
      <NavDrawer open={drawer.open} onClose={drawer.hide} groups={groups} />
    </div>
  );
}
