import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { Icon } from '@/components/icons';
import type { NavGroup } from '../../navigation';
import { Logo } from './Logo';
import { SideNavMenu } from './SideNavMenu';

/**
 * The menu as a drawer from the inline start edge: a native modal dialog, so focus is trapped,
 * Escape closes it and the page behind is inert. Closes itself on navigation.
 */
export function NavDrawer({
  open,
  onClose,
  groups,
}: {
  open: boolean;
  onClose: () => void;
  groups: NavGroup[];
}) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDialogElement>(null);
  const location = useLocation();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal?.();
    if (!open && dialog.open) dialog.close?.();
  }, [open]);

  const pathname = location.pathname;
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    onClose();
    // Close only when the path changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pathname]);

  return (
    <dialog
      ref={ref}
      id="nav-drawer"
      aria-label={t('nav.mainMenu')}
      onClose={onClose}
      onClick={(event) => {
        if (event.target === ref.current) onClose();
      }}
      className="hc-drawer fixed inset-y-0 start-0 m-0 h-full max-h-none w-(--hc-side-nav-width) max-w-[85vw] overflow-y-auto bg-neutral p-0 text-gray-900 shadow-xl dark:text-gray-100"
    >
      <div className="flex h-(--hc-header-height) items-center justify-between border-b border-gray-200 px-4 dark:border-gray-800">
        <Logo />
        <button
          type="button"
          onClick={onClose}
          className="rounded-lg p-2 text-gray-700 hover:bg-gray-100 dark:text-gray-200 dark:hover:bg-gray-800"
        >
          <Icon name="close" />
          <span className="sr-only">{t('nav.closeMenu')}</span>
        </button>
      </div>
      <div className="p-4">{open && <SideNavMenu groups={groups} />}</div>
    </dialog>
  );
}

/** The button that opens the drawer. */
export function MenuButton({
  onClick,
  expanded,
  className = '',
}: {
  onClick: () => void;
  expanded: boolean;
  className?: string;
}) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      onClick={onClick}
      aria-expanded={expanded}
      aria-controls="nav-drawer"
      className={`rounded-lg p-2 text-gray-700 hover:bg-gray-100 dark:text-gray-200 dark:hover:bg-gray-800 ${className}`}
    >
      <Icon name="menu" />
      <span className="sr-only">{t('nav.openMenu')}</span>
    </button>
  );
}
