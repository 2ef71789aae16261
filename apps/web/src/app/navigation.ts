import type { IconName } from '@/components/icons';
import { hasAuthority } from './guards';

export interface NavItem {
  key: string;
  path: string;
  /** i18n key (namespace `translation`). */
  titleKey: string;
  icon: IconName;
  /** Same rule as routes: empty = any signed-in user, else one matching role. */
  authority: string[];
}

export interface NavGroup {
  key: string;
  titleKey: string;
  icon: IconName;
  items: NavItem[];
}

/**
 * The menu. Customers see the first three groups; staff additionally see the items of their
 * roles (operations and help articles for `admin`, reviews for `cardiologist`).
 */
export const navigation: NavGroup[] = [
  {
    key: 'overview',
    titleKey: 'nav.groups.overview',
    icon: 'home',
    items: [
      { key: 'home', path: '/home', titleKey: 'nav.home', icon: 'home', authority: [] },
      { key: 'results', path: '/results', titleKey: 'nav.results', icon: 'results', authority: [] },
      {
        key: 'cardiacReport',
        path: '/cardiacReport',
        titleKey: 'nav.cardiacReport',
        icon: 'report',
        authority: [],
      },
    ],
  },
  {
    key: 'orders',
    titleKey: 'nav.groups.orders',
    icon: 'orders',
    items: [
      { key: 'newOrder', path: '/newOrder', titleKey: 'nav.newOrder', icon: 'plus', authority: [] },
      {
        key: 'orderList',
        path: '/OrderList',
        titleKey: 'nav.orderList',
        icon: 'orders',
        authority: [],
      },
    ],
  },
  {
    key: 'support',
    titleKey: 'nav.groups.support',
    icon: 'help',
    items: [
      {
        key: 'supportHub',
        path: '/supportHub',
        titleKey: 'nav.supportHub',
        icon: 'help',
        authority: [],
      },
      {
        key: 'settings',
        path: '/settings',
        titleKey: 'nav.settings',
        icon: 'settings',
        authority: [],
      },
    ],
  },
  {
    key: 'staff',
    titleKey: 'nav.groups.staff',
    icon: 'reviews',
    items: [
      {
        key: 'operations',
        path: '/operations',
        titleKey: 'nav.operations',
        icon: 'operations',
        authority: ['admin'],
      },
      {
        key: 'accessLog',
        path: '/access-log',
        titleKey: 'nav.accessLog',
        icon: 'eye',
        authority: ['admin'],
      },
      {
        key: 'helpManage',
        path: '/support-hub/manage',
        titleKey: 'nav.helpManage',
        icon: 'articles',
        authority: ['admin'],
      },
      {
        key: 'reviews',
        path: '/reviews',
        titleKey: 'nav.reviews',
        icon: 'reviews',
        authority: ['cardiologist'],
      },
    ],
  },
];

/** The groups and items a user with these roles may see; empty groups are left out. */
export function navigationFor(authority: readonly string[]): NavGroup[] {
  return navigation
    .map((group) => ({
      ...group,
      items: group.items.filter((item) => hasAuthority(authority, item.authority)),
    }))
    .filter((group) => group.items.length > 0);
}

/** The group holding the item whose path starts the current location. */
export function groupOfPath(groups: NavGroup[], pathname: string): string | undefined {
  const lower = pathname.toLowerCase();
  return groups.find((group) =>
    group.items.some(
      (item) =>
        lower === item.path.toLowerCase() || lower.startsWith(`${item.path.toLowerCase()}/`),
    ),
  )?.key;
}
