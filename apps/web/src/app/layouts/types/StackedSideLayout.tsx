import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { Icon } from '@/components/icons';
import { useThemeStore } from '@/lib/theme/theme-store';
import { groupOfPath } from '../../navigation';
import { HeaderBar } from '../parts/HeaderBar';
import { Logo, SidePanel, SkipLink } from '../parts/Logo';
import { MenuButton, NavDrawer } from '../parts/NavDrawer';
import { SideNavMenu } from '../parts/SideNavMenu';
import { CollapseToggle } from '../parts/UserArea';
import { useDrawer, type LayoutProps } from './shared';

/** Stacked side: an 80 px rail of sections beside a 270 px panel of the chosen section's items. */
export function StackedSideLayout({ groups, children }: LayoutProps) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const collapsed = useThemeStore((state) => state.layout.sideNavCollapse);
  const setCollapsed = useThemeStore((state) => state.setSideNavCollapse);
  const [chosen, setChosen] = useState<string | undefined>();
  const current = chosen ?? groupOfPath(groups, pathname) ?? groups[0]?.key;
  const group = groups.find((item) => item.key === current) ?? groups[0];
  const drawer = useDrawer();
  return (
    <div className="flex min-h-screen" data-layout="stackedSide">
      <SkipLink />
      <SidePanel className="hidden shrink-0 lg:flex">
        <div className="w-(--hc-mini-rail-width) border-e border-gray-200 bg-neutral dark:border-gray-800">
          <div className="sticky top-0 flex h-screen flex-col items-center gap-2 py-3">
            <Logo compact />
            <nav aria-label={t('nav.sections')} className="mt-4">
              <ul className="flex flex-col items-center gap-2">
                {groups.map((item) => (
                  <li key={item.key}>
                    <button
                      type="button"
                      title={t(item.titleKey)}
                      aria-pressed={item.key === group?.key && !collapsed}
                      onClick={() => {
                        setChosen(item.key);
                        setCollapsed(false);
                      }}
                      className={`grid h-12 w-12 place-items-center rounded-xl ${
                        item.key === group?.key
                          ? 'bg-primary-subtle text-primary-deep dark:text-primary-mild'
                          : 'text-gray-700 hover:bg-gray-100 dark:text-gray-300 dark:hover:bg-gray-800'
                      }`}
                    >
                      <Icon name={item.icon} />
                      <span className="sr-only">{t(item.titleKey)}</span>
                    </button>
                  </li>
                ))}
              </ul>
            </nav>
          </div>
        </div>
        {!collapsed && group && (
          <div className="w-(--hc-secondary-panel-width) border-e border-gray-200 bg-neutral dark:border-gray-800">
            <div className="sticky top-0 flex h-screen flex-col">
              <div className="flex h-(--hc-header-height) shrink-0 items-center border-b border-gray-200 px-6 dark:border-gray-800">
                <p className="text-lg font-semibold">{t(group.titleKey)}</p>
              </div>
              <div className="flex-1 overflow-y-auto p-4">
                <SideNavMenu groups={[group]} showGroupTitles={false} />
              </div>
            </div>
          </div>
        )}
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
