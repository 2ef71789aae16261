// Prints the OpenAPI 3.1 document of the API's REST routes, as /api/openapi.json serves it in
// development, so openapi-typescript generates the web's REST types from exactly what the server
// declares. Usage: node apps/api/scripts/print-openapi.ts > apps/api/openapi.json
import { OpenAPIHono } from '@hono/zod-openapi';
import { mountHealth, mountSpaConfig } from '../src/app/core-routes.ts';
import { mountOperatorRoutes } from '../src/app/operator/routes.ts';
import { openApiDocument } from '../src/app/openapi-document.ts';
import { restModules } from '../src/app/rest-modules.ts';
import { loadConfig } from '../src/config/env.ts';
import type { AuthVariables } from '../src/http/auth.ts';
import { Registry } from 'prom-client';
import type { Services } from '../src/services.ts';

const config = loadConfig({ NODE_ENV: 'development', SEED_DEMO_DATA: 'false' });
// Mounting a route declares it and keeps its handler; no handler runs here, so the services a
// handler would use are never touched. Registration reads only the configuration (which routes
// the environment mounts) and hands the rest to closures, hence the partial object.
const services = { config, orders: {}, payments: {} } as unknown as Services;
const app = new OpenAPIHono<{ Variables: AuthVariables }>();
mountHealth(app, services);
mountSpaConfig(app, config);
mountOperatorRoutes(app, services, new Registry());
for (const module of restModules) module.registerRoutes(app, services);
process.stdout.write(`${JSON.stringify(openApiDocument(app), null, 2)}\n`);
