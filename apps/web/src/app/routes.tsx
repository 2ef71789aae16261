import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { PageContainerType } from '@/components/PageContainer';
import { PlaceholderPage } from '@/components/PlaceholderPage';
import type { LayoutType } from '@/lib/theme/theme-store';

/**
 * Every signed-in route of the specification (§2). Pages load lazily so each route's code is
 * fetched only when visited. `authority` empty = any signed-in user (§6).
 */
export interface ProtectedRouteDef {
  key: string;
  path: string;
  authority: string[];
  /** i18n key of the page title (translation namespace `translation`). */
  titleKey: string;
  Component: LazyExoticComponent<ComponentType> | ComponentType;
  /** The route's own layout; the user's layout returns when they leave the route. */
  layout?: LayoutType;
  /** Page body width: 'contained' (default) or 'fullWidth'. */
  pageContainerType?: PageContainerType;
  /** false hides the page footer (default shown). */
  footer?: boolean;
}

/**
 * A page that reads through Apollo (in the orders, operations and settings features): it loads with
 * Apollo and the app's client (lib/http/with-apollo), which the first page does without (issue 23,
 * item 5).
 */
const apolloPage = (load: () => Promise<ComponentType>): LazyExoticComponent<ComponentType> =>
  lazy(async () => {
    const [Page, { withApollo }] = await Promise.all([load(), import('@/lib/http/with-apollo')]);
    return { default: withApollo(Page) };
  });

/** For a route whose page is not built yet: a real, accessible page with its title. */
export const placeholder = (titleKey: string): ComponentType =>
  function Placeholder() {
    return <PlaceholderPage titleKey={titleKey} />;
  };

export const protectedRoutes: ProtectedRouteDef[] = [
  {
    key: 'home',
    path: '/home',
    authority: [],
    titleKey: 'nav.home',
    Component: lazy(() =>
      import('@/features/home/HomePage').then((m) => ({ default: m.HomePage })),
    ),
  },
  {
    key: 'results',
    path: '/results',
    authority: [],
    titleKey: 'nav.results',
    Component: lazy(() =>
      import('@/features/results/ResultsPage').then((m) => ({ default: m.ResultsPage })),
    ),
  },
  {
    key: 'cardiacReport',
    path: '/cardiacReport',
    authority: [],
    titleKey: 'nav.cardiacReport',
    Component: lazy(() =>
      import('@/features/cardiac-report/CardiacReportPage').then((m) => ({
        default: m.CardiacReportPage,
      })),
    ),
  },
  {
    key: 'newOrder',
    path: '/newOrder',
    authority: [],
    titleKey: 'nav.newOrder',
    Component: apolloPage(() =>
      import('@/features/orders/NewOrderPage').then((m) => m.NewOrderPage),
    ),
  },
  {
    key: 'orderCreate',
    path: '/OrderCreate',
    authority: [],
    titleKey: 'nav.orderCreate',
    Component: apolloPage(() =>
      import('@/features/orders/OrderCreatePage').then((m) => m.OrderCreatePage),
    ),
  },
  {
    key: 'orderEdit',
    path: '/OrderEdit',
    authority: [],
    titleKey: 'nav.orderEdit',
    Component: apolloPage(() =>
      import('@/features/orders/OrderEditPage').then((m) => m.OrderEditPage),
    ),
  },
  {
    key: 'orderList',
    path: '/OrderList',
    authority: [],
    titleKey: 'nav.orderList',
    Component: apolloPage(() =>
      import('@/features/orders/OrderListPage').then((m) => m.OrderListPage),
    ),
  },
  {
    key: 'orderDetails',
    path: '/order-details/:id',
    authority: [],
    titleKey: 'nav.orderDetails',
    Component: apolloPage(() =>
      import('@/features/orders/OrderDetailsPage').then((m) => m.OrderDetailsPage),
    ),
  },
  {
    key: 'orderConfirmation',
    path: '/orderConfirmation',
    authority: [],
    titleKey: 'nav.orderConfirmation',
    Component: apolloPage(() =>
      import('@/features/orders/OrderConfirmationPage').then((m) => m.OrderConfirmationPage),
    ),
  },
  {
    key: 'supportHub',
    path: '/supportHub',
    authority: [],
    titleKey: 'nav.supportHub',
    Component: lazy(() =>
      import('@/features/support-hub/SupportHubPage').then((m) => ({ default: m.SupportHubPage })),
    ),
  },
  {
    key: 'supportArticle',
    path: '/support-hub/article/:id',
    authority: [],
    titleKey: 'nav.supportArticle',
    Component: lazy(() =>
      import('@/features/support-hub/ArticlePage').then((m) => ({ default: m.ArticlePage })),
    ),
  },
  {
    key: 'settings',
    path: '/settings',
    authority: [],
    titleKey: 'nav.settings',
    Component: apolloPage(() =>
      import('@/features/settings/SettingsPage').then((m) => m.SettingsPage),
    ),
  },
  {
    key: 'avatar',
    path: '/avatar',
    authority: [],
    titleKey: 'nav.avatar',
    Component: lazy(() =>
      import('@/features/avatar/AvatarPage').then((m) => ({ default: m.AvatarPage })),
    ),
  },
  {
    key: 'products',
    path: '/products',
    authority: [],
    titleKey: 'nav.products',
    Component: lazy(() =>
      import('@/features/products/ProductsPage').then((m) => ({ default: m.ProductsPage })),
    ),
  },
  {
    key: 'productDetail',
    path: '/products/:id',
    authority: [],
    titleKey: 'nav.productDetail',
    Component: lazy(() =>
      import('@/features/products/ProductDetailPage').then((m) => ({
        default: m.ProductDetailPage,
      })),
    ),
  },
  {
    key: 'helpManage',
    path: '/support-hub/manage',
    authority: ['admin'],
    titleKey: 'nav.helpManage',
    Component: lazy(() =>
      import('@/features/help-admin/HelpManagePage').then((m) => ({ default: m.HelpManagePage })),
    ),
  },
  {
    key: 'operations',
    path: '/operations',
    authority: ['admin'],
    titleKey: 'nav.operations',
    Component: apolloPage(() =>
      import('@/features/operations/OperationsPage').then((m) => m.OperationsPage),
    ),
  },
  {
    key: 'accessLog',
    path: '/access-log',
    authority: ['admin'],
    titleKey: 'nav.accessLog',
    Component: lazy(() =>
      import('@/features/operations/AccessLogPage').then((m) => ({ default: m.AccessLogPage })),
    ),
  },
  {
    key: 'reviews',
    path: '/reviews',
    authority: ['cardiologist'],
    titleKey: 'nav.reviews',
    Component: lazy(() =>
      import('@/features/reviews/ReviewsPage').then((m) => ({ default: m.ReviewsPage })),
    ),
  },
  {
    key: 'reviewDetail',
    path: '/reviews/:id',
    authority: ['cardiologist'],
    titleKey: 'nav.reviews',
    Component: lazy(() =>
      import('@/features/reviews/ReviewPage').then((m) => ({ default: m.ReviewPage })),
    ),
  },
  {
    key: 'recordingUpload',
    path: '/operations/orders/:id/recording',
    authority: ['admin'],
    titleKey: 'nav.operations',
    Component: lazy(() =>
      import('@/features/recording-upload/RecordingUploadPage').then((m) => ({
        default: m.RecordingUploadPage,
      })),
    ),
  },
  {
    key: 'symptomDiary',
    path: '/order-details/:id/diary',
    authority: [],
    titleKey: 'nav.orderDetails',
    Component: lazy(() =>
      import('@/features/diary/DiaryPage').then((m) => ({ default: m.DiaryPage })),
    ),
  },
  {
    key: 'accessDenied',
    path: '/access-denied',
    authority: [],
    titleKey: 'errors.accessDeniedTitle',
    layout: 'blank',
    Component: lazy(() =>
      import('./AccessDeniedPage').then((m) => ({ default: m.AccessDeniedPage })),
    ),
  },
];
