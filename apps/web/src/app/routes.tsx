import type { ComponentType } from 'react';
import type { PageContainerType } from '@/components/PageContainer';
import type { LayoutType } from '@/lib/theme/theme-store';
import { pageModule, type PageModule } from './page-module';

/**
 * Every signed-in route of the specification (§2). Pages load lazily so each route's code is
 * fetched only when visited, with the translation namespaces the page reads as it first renders
 * (app/page-module.tsx); the page a visit opens on is fetched during start-up. `authority`
 * empty = any signed-in user (§6).
 */
export interface ProtectedRouteDef extends PageModule {
  key: string;
  path: string;
  authority: string[];
  /** i18n key of the page title (translation namespace `translation`). */
  titleKey: string;
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
const apolloPage = (
  load: () => Promise<ComponentType>,
  namespaces: readonly string[],
): PageModule =>
  pageModule(async () => {
    const [Page, { withApollo }] = await Promise.all([load(), import('@/lib/http/with-apollo')]);
    return withApollo(Page);
  }, namespaces);

export const protectedRoutes: ProtectedRouteDef[] = [
  {
    key: 'home',
    path: '/home',
    authority: [],
    titleKey: 'nav.home',
    ...pageModule(() => import('@/features/home/HomePage').then((m) => m.HomePage), ['home']),
  },
  {
    key: 'results',
    path: '/results',
    authority: [],
    titleKey: 'nav.results',
    ...pageModule(
      () => import('@/features/results/ResultsPage').then((m) => m.ResultsPage),
      ['results', 'ecgCharts'],
    ),
  },
  {
    key: 'cardiacReport',
    path: '/cardiacReport',
    authority: [],
    titleKey: 'nav.cardiacReport',
    ...pageModule(
      () => import('@/features/cardiac-report/CardiacReportPage').then((m) => m.CardiacReportPage),
      ['cardiacReport'],
    ),
  },
  {
    key: 'newOrder',
    path: '/newOrder',
    authority: [],
    titleKey: 'nav.newOrder',
    ...apolloPage(
      () => import('@/features/orders/NewOrderPage').then((m) => m.NewOrderPage),
      ['orders'],
    ),
  },
  {
    key: 'orderCreate',
    path: '/OrderCreate',
    authority: [],
    titleKey: 'nav.orderCreate',
    ...apolloPage(
      () => import('@/features/orders/OrderCreatePage').then((m) => m.OrderCreatePage),
      ['orders'],
    ),
  },
  {
    key: 'orderEdit',
    path: '/OrderEdit',
    authority: [],
    titleKey: 'nav.orderEdit',
    ...apolloPage(
      () => import('@/features/orders/OrderEditPage').then((m) => m.OrderEditPage),
      ['orders'],
    ),
  },
  {
    key: 'orderList',
    path: '/OrderList',
    authority: [],
    titleKey: 'nav.orderList',
    ...apolloPage(
      () => import('@/features/orders/OrderListPage').then((m) => m.OrderListPage),
      ['orders'],
    ),
  },
  {
    key: 'orderDetails',
    path: '/order-details/:id',
    authority: [],
    titleKey: 'nav.orderDetails',
    ...apolloPage(
      () => import('@/features/orders/OrderDetailsPage').then((m) => m.OrderDetailsPage),
      ['orders'],
    ),
  },
  {
    key: 'orderConfirmation',
    path: '/orderConfirmation',
    authority: [],
    titleKey: 'nav.orderConfirmation',
    ...apolloPage(
      () => import('@/features/orders/OrderConfirmationPage').then((m) => m.OrderConfirmationPage),
      ['orders'],
    ),
  },
  {
    key: 'supportHub',
    path: '/supportHub',
    authority: [],
    titleKey: 'nav.supportHub',
    ...pageModule(
      () => import('@/features/support-hub/SupportHubPage').then((m) => m.SupportHubPage),
      ['supportHub'],
    ),
  },
  {
    key: 'supportArticle',
    path: '/support-hub/article/:id',
    authority: [],
    titleKey: 'nav.supportArticle',
    ...pageModule(
      () => import('@/features/support-hub/ArticlePage').then((m) => m.ArticlePage),
      ['supportHub'],
    ),
  },
  {
    key: 'settings',
    path: '/settings',
    authority: [],
    titleKey: 'nav.settings',
    ...apolloPage(
      () => import('@/features/settings/SettingsPage').then((m) => m.SettingsPage),
      ['settings'],
    ),
  },
  {
    key: 'avatar',
    path: '/avatar',
    authority: [],
    titleKey: 'nav.avatar',
    ...pageModule(
      () => import('@/features/avatar/AvatarPage').then((m) => m.AvatarPage),
      ['avatar'],
    ),
  },
  {
    key: 'products',
    path: '/products',
    authority: [],
    titleKey: 'nav.products',
    ...pageModule(
      () => import('@/features/products/ProductsPage').then((m) => m.ProductsPage),
      ['products'],
    ),
  },
  {
    key: 'productDetail',
    path: '/products/:id',
    authority: [],
    titleKey: 'nav.productDetail',
    ...pageModule(
      () => import('@/features/products/ProductDetailPage').then((m) => m.ProductDetailPage),
      ['products'],
    ),
  },
  {
    key: 'helpManage',
    path: '/support-hub/manage',
    authority: ['admin'],
    titleKey: 'nav.helpManage',
    ...pageModule(
      () => import('@/features/help-admin/HelpManagePage').then((m) => m.HelpManagePage),
      ['helpAdmin'],
    ),
  },
  {
    key: 'operations',
    path: '/operations',
    authority: ['admin'],
    titleKey: 'nav.operations',
    ...apolloPage(
      () => import('@/features/operations/OperationsPage').then((m) => m.OperationsPage),
      ['operations'],
    ),
  },
  {
    key: 'accessLog',
    path: '/access-log',
    authority: ['admin'],
    titleKey: 'nav.accessLog',
    ...pageModule(
      () => import('@/features/operations/AccessLogPage').then((m) => m.AccessLogPage),
      ['operations'],
    ),
  },
  {
    key: 'reviews',
    path: '/reviews',
    authority: ['cardiologist'],
    titleKey: 'nav.reviews',
    ...pageModule(
      () => import('@/features/reviews/ReviewsPage').then((m) => m.ReviewsPage),
      ['reviews'],
    ),
  },
  {
    key: 'reviewDetail',
    path: '/reviews/:id',
    authority: ['cardiologist'],
    titleKey: 'nav.reviews',
    ...pageModule(
      () => import('@/features/reviews/ReviewPage').then((m) => m.ReviewPage),
      ['reviews', 'workstation', 'disclosure', 'ecgCharts'],
    ),
  },
  {
    key: 'recordingUpload',
    path: '/operations/orders/:id/recording',
    authority: ['admin'],
    titleKey: 'nav.operations',
    ...pageModule(
      () =>
        import('@/features/recording-upload/RecordingUploadPage').then(
          (m) => m.RecordingUploadPage,
        ),
      ['recordingUpload'],
    ),
  },
  {
    key: 'symptomDiary',
    path: '/order-details/:id/diary',
    authority: [],
    titleKey: 'nav.orderDetails',
    ...pageModule(() => import('@/features/diary/DiaryPage').then((m) => m.DiaryPage), ['diary']),
  },
  {
    key: 'accessDenied',
    path: '/access-denied',
    authority: [],
    titleKey: 'errors.accessDeniedTitle',
    layout: 'blank',
    ...pageModule(() => import('./AccessDeniedPage').then((m) => m.AccessDeniedPage), []),
  },
];
