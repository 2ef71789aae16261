import type { ReactNode } from 'react';
import { CONTENT_SPACING } from '@/lib/theme/constants';
import { UserArea } from './UserArea';

/** The signed-in header: height 64, the layout's own controls at the start, the user at the end. */
export function HeaderBar({
  start,
  className = 'sticky top-0 z-20 border-b border-gray-200 bg-neutral dark:border-gray-800',
}: {
  start?: ReactNode;
  className?: string;
}) {
  return (
    <header
      className={`flex h-(--hc-header-height) shrink-0 items-center gap-2 ${CONTENT_SPACING} ${className}`}
    >
      <div className="flex min-w-0 flex-1 items-center gap-2">{start}</div>
      <UserArea />
    </header>
  );
}
