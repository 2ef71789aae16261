import * as users from '../modules/users/routes.ts';
import type { Services } from '../services.ts';
import type { ApiApp } from '../http/auth.ts';
import * as catalogue from '../modules/catalogue/routes.ts';
import * as help from '../modules/help/routes.ts';
import * as orders from '../modules/orders/routes.ts';
import * as payments from '../payments/routes.ts';
import * as diary from '../modules/diary/routes.ts';
import * as recordings from '../modules/recordings/routes.ts';
import * as results from '../modules/results/routes.ts';
import * as reviews from '../modules/reviews/routes.ts';
import * as sharing from '../modules/sharing/routes.ts';
import * as orderTestClock from '../modules/orders/test-clock-routes.ts';
import * as urgent from '../modules/urgent/routes.ts';
import * as outbox from '../modules/outbox/routes.ts';
import * as audit from '../modules/audit/routes.ts';
import * as holds from '../modules/holds/routes.ts';
import * as dataRights from '../modules/data-rights/routes.ts';
import * as erasure from '../modules/data-rights/erasure-routes.ts';

/**
 * REST routes of the domain modules. Each module exports `registerRoutes(app, deps)`, typing
 * `deps` with only the services it uses, and is listed here once; createApp calls each with the
 * composition root's Services. Handlers parse input (zod), check access, then call the service.
 */
export const restModules: {
  name: string;
  registerRoutes(app: ApiApp, services: Services): void;
}[] = [
  { name: 'catalogue', registerRoutes: catalogue.registerRoutes },
  { name: 'help', registerRoutes: help.registerRoutes },
  { name: 'users', registerRoutes: users.registerRoutes },
  { name: 'orders', registerRoutes: orders.registerRoutes },
  { name: 'payments', registerRoutes: payments.registerRoutes },
  { name: 'recordings', registerRoutes: recordings.registerRoutes },
  { name: 'holds', registerRoutes: holds.registerRoutes },
  { name: 'results', registerRoutes: results.registerRoutes },
  { name: 'reviews', registerRoutes: reviews.registerRoutes },
  { name: 'diary', registerRoutes: diary.registerRoutes },
  { name: 'sharing', registerRoutes: sharing.registerRoutes },
  // Only in NODE_ENV=test: see the module.
  { name: 'order-test-clock', registerRoutes: orderTestClock.registerRoutes },
  { name: 'urgent', registerRoutes: urgent.registerRoutes },
  { name: 'outbox', registerRoutes: outbox.registerRoutes },
  { name: 'audit', registerRoutes: audit.registerRoutes },
  { name: 'data-rights', registerRoutes: dataRights.registerRoutes },
  { name: 'erasure', registerRoutes: erasure.registerRoutes },
];
