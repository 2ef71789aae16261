import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Icon } from '@/components/icons';

/** Product mark and name linking to the authenticated entry path; `compact` shows the mark only. */
export function Logo({ compact = false, to = '/home' }: { compact?: boolean; to?: string }) {
  const { t } = useTranslation();
  return (
    <Link
      to={to}
      className="flex min-w-0 items-center gap-2 rounded-lg text-lg font-bold text-primary-deep dark:text-primary-mild"
      aria-label={compact ? t('app.name') : undefined}
    >
      <span className="grid h-9 w-9 shrink-0 place-items-center rounded-lg bg-primary-deep text-white">
        <Icon name="heart" className="h-5 w-5" />
      </span>
      {!compact && <span className="truncate">{t('app.name')}</span>}
    </Link>
  );
}

export function SkipLink() {
  const { t } = useTranslation();
  return (
    <a
      href="#main"
      className="sr-only z-50 focus:not-sr-only focus:fixed focus:start-2 focus:top-2 focus:rounded focus:bg-neutral focus:p-2 focus:shadow"
    >
      {t('app.skipToContent')}
    </a>
  );
}

/**
 * The side layouts' column (logo and menu) as a complementary landmark, so its logo link is
 * inside a landmark like everything else on the page (axe `region`; WCAG 1.3.1 good practice).
 */
export function SidePanel({ className, children }: { className: string; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <aside id="side-nav" aria-label={t('nav.sidePanel')} className={className}>
      {children}
    </aside>
  );
}
