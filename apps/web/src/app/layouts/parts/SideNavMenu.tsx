import type { KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { Icon } from '@/components/icons';
import type { NavGroup } from '../../navigation';

/** Arrow keys, Home and End move between the menu's links (Tab still leaves the menu). */
export function handleMenuKeys(event: KeyboardEvent<HTMLElement>): void {
  const keys = ['ArrowDown', 'ArrowUp', 'Home', 'End'];
  if (!keys.includes(event.key)) return;
  const links = Array.from(event.currentTarget.querySelectorAll<HTMLElement>('a[href], button'));
  const index = links.indexOf(document.activeElement as HTMLElement);
  if (index < 0) return;
  event.preventDefault();
  const next =
    event.key === 'Home'
      ? 0
      : event.key === 'End'
        ? links.length - 1
        : (index + (event.key === 'ArrowDown' ? 1 : -1) + links.length) % links.length;
  links[next]?.focus();
}

export const navLinkClass = ({ isActive }: { isActive: boolean }) =>
  `flex items-center gap-3 rounded-lg px-3 py-2.5 text-sm font-medium transition-colors ${
    isActive
      ? 'bg-primary-subtle text-primary-deep dark:text-primary-mild'
      : 'text-gray-700 hover:bg-gray-100 dark:text-gray-300 dark:hover:bg-gray-800'
  }`;

/**
 * The vertical menu of the side layouts and the drawer. Collapsed, it shows icons only and keeps
 * each label for screen readers and as a tooltip.
 */
export function SideNavMenu({
  groups,
  collapsed = false,
  showGroupTitles = true,
  label,
}: {
  groups: NavGroup[];
  collapsed?: boolean;
  showGroupTitles?: boolean;
  label?: string;
}) {
  const { t } = useTranslation();
  return (
    <nav aria-label={label ?? t('nav.mainMenu')} onKeyDown={handleMenuKeys}>
      {groups.map((group) => (
        <div key={group.key} className="mb-4">
          {showGroupTitles &&
            (collapsed ? (
              <hr className="mx-3 mb-2 border-gray-200 dark:border-gray-800" />
            ) : (
              <p
                id={`nav-group-${group.key}`}
                className="px-3 pb-1 text-xs font-semibold tracking-wide text-gray-600 uppercase dark:text-gray-400"
              >
                {t(group.titleKey)}
              </p>
            ))}
          <ul
            className="space-y-1"
            aria-labelledby={showGroupTitles && !collapsed ? `nav-group-${group.key}` : undefined}
          >
            {group.items.map((item) => (
              <li key={item.key}>
                <NavLink
                  to={item.path}
                  className={(state) =>
                    `${navLinkClass(state)} ${collapsed ? 'justify-center px-0' : ''}`
                  }
                  title={collapsed ? t(item.titleKey) : undefined}
                  data-nav-key={item.key}
                >
                  <Icon name={item.icon} />
                  <span className={collapsed ? 'sr-only' : 'truncate'}>{t(item.titleKey)}</span>
                </NavLink>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </nav>
  );
}
