import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Avatar } from '@/components/Avatar';
import { Icon } from '@/components/icons';
import { useAuthClient } from '@/lib/auth/auth-context';
import { clearLocalSession } from '@/lib/session/end-session';
import { useSessionUser } from '@/lib/stores/session-user-store';
import { useThemeStore } from '@/lib/theme/theme-store';

const iconButton =
  'rounded-lg p-2 text-gray-700 hover:bg-gray-100 dark:text-gray-200 dark:hover:bg-gray-800';

/** Light/dark switch in the header. */
export function ModeToggle() {
  const { t } = useTranslation();
  const mode = useThemeStore((state) => state.mode);
  const setMode = useThemeStore((state) => state.setMode);
  const dark = mode === 'dark';
  return (
    <button
      type="button"
      className={iconButton}
      aria-pressed={dark}
      onClick={() => setMode(dark ? 'light' : 'dark')}
    >
      <Icon name={dark ? 'sun' : 'moon'} />
      <span className="sr-only">{t('header.darkMode')}</span>
    </button>
  );
}

/** The signed-in user's picture and name (linking to account settings) and Sign out. */
export function UserArea() {
  const { t } = useTranslation();
  const client = useAuthClient();
  const user = useSessionUser((state) => state.user);
  const name = `${user.firstName} ${user.lastName}`.trim();
  return (
    <div className="flex items-center gap-1 sm:gap-2">
      <ModeToggle />
      <Link
        to="/settings"
        className="flex items-center gap-2 rounded-lg p-1 hover:bg-gray-100 sm:pe-2 dark:hover:bg-gray-800"
        aria-label={t('header.accountOf', { name: name || user.email })}
      >
        <Avatar src={user.avatar} name={name || user.email} />
        <span
          className="hidden max-w-40 truncate text-sm font-medium sm:inline"
          data-testid="header-user"
        >
          {name}
        </span>
      </Link>
      <button
        type="button"
        onClick={() => {
          clearLocalSession();
          void client.logoutRedirect();
        }}
        className={`${iconButton} flex items-center gap-2 text-sm font-medium`}
      >
        <Icon name="signOut" />
        <span className="sr-only md:not-sr-only">{t('auth.signOut')}</span>
      </button>
    </div>
  );
}

/** The button that collapses or expands the side menu (sideNavCollapse). */
export function CollapseToggle() {
  const { t } = useTranslation();
  const collapsed = useThemeStore((state) => state.layout.sideNavCollapse);
  const setCollapsed = useThemeStore((state) => state.setSideNavCollapse);
  return (
    <button
      type="button"
      className={`${iconButton} hidden lg:inline-flex`}
      aria-expanded={!collapsed}
      aria-controls="side-nav"
      onClick={() => setCollapsed(!collapsed)}
    >
      <Icon name={collapsed ? 'chevronEnd' : 'chevronStart'} />
      <span className="sr-only">{collapsed ? t('nav.expandMenu') : t('nav.collapseMenu')}</span>
    </button>
  );
}
