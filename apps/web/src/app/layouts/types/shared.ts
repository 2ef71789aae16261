import { useState, type ReactNode } from 'react';
import type { NavGroup } from '../../navigation';

export interface LayoutProps {
  groups: NavGroup[];
  children: ReactNode;
}

/** Below the lg breakpoint every layout's menu becomes a drawer opened from the header. */
export function useDrawer() {
  const [open, setOpen] = useState(false);
  return { open, show: () => setOpen(true), hide: () => setOpen(false) };
}
