import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { Icon } from '@/components/icons';
import type { NavGroup } from '../../navigation';
import { handleMenuKeys } from './SideNavMenu';

/** A top-bar menu group: a disclosure button opening the group's links (Escape closes it). */
export function NavDropdown({ group, active }: { group: NavGroup; active: boolean }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const id = useId();
  const ref = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!ref.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [open]);

  return (
    <div
      ref={ref}
      className="relative"
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          setOpen(false);
          button.current?.focus();
        }
      }}
      onBlur={(event) => {
        if (!ref.current?.contains(event.relatedTarget)) setOpen(false);
      }}
    >
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen(!open)}
        className={`flex items-center gap-1 rounded-lg px-3 py-2 text-sm font-medium ${
          active
            ? 'bg-primary-subtle text-primary-deep dark:text-primary-mild'
            : 'text-gray-700 hover:bg-gray-100 dark:text-gray-300 dark:hover:bg-gray-800'
        }`}
      >
        {t(group.titleKey)}
        <Icon name="chevronDown" className="h-4 w-4" />
      </button>
      {open && (
        <ul
          id={id}
          onKeyDown={handleMenuKeys}
          className="absolute start-0 top-full z-30 mt-1 w-60 space-y-1 rounded-xl border border-gray-200 bg-neutral p-2 shadow-lg dark:border-gray-700"
        >
          {group.items.map((item) => (
            <li key={item.key}>
              <NavLink
                to={item.path}
                data-nav-key={item.key}
                onClick={() => setOpen(false)}
                className={({ isActive }) =>
                  `flex items-center gap-3 rounded-lg px-3 py-2 text-sm ${
                    isActive
                      ? 'bg-primary-subtle font-medium text-primary-deep dark:text-primary-mild'
                      : 'text-gray-700 hover:bg-gray-100 dark:text-gray-200 dark:hover:bg-gray-800'
                  }`
                }
              >
                <Icon name={item.icon} />
                {t(item.titleKey)}
              </NavLink>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
