import * as users from '../modules/users/routes.ts';
import type { ApiApp, AppDeps } from './app.ts';
import * as catalogue from '../modules/catalogue/routes.ts';
import * as help from '../modules/help/routes.ts';
import * as orders from '../modules/orders/routes.ts';
import * as payments from '../payments/routes.ts';
import * as diary from '../modules/diary/routes.ts';
import * as recordings from '../modules/recordings/routes.ts';
import * as results from '../modules/results/routes.ts';
import * as reviews from '../modules/reviews/routes.ts';
import * as sharing from '../modules/sharing/routes.ts';

/**
 * REST routes of the domain modules. Each module exports `registerRoutes(app, deps)` and is
 * listed here once; its handlers parse input (zod), check access, then call the service.
 */
export const restModules: { name: string; registerRoutes(app: ApiApp, deps: AppDeps): void }[] = [
  { name: 'catalogue', registerRoutes: catalogue.registerRoutes },
  { name: 'help', registerRoutes: help.registerRoutes },
  { name: 'users', registerRoutes: users.registerRoutes },
  { name: 'orders', registerRoutes: orders.registerRoutes },
  { name: 'payments', registerRoutes: payments.registerRoutes },
  { name: 'recordings', registerRoutes: recordings.registerRoutes },
  { name: 'results', registerRoutes: results.registerRoutes },
  { name: 'reviews', registerRoutes: reviews.registerRoutes },
  { name: 'diary', registerRoutes: diary.registerRoutes },
  { name: 'sharing', registerRoutes: sharing.registerRoutes },
];
