import fs from 'node:fs/promises';
import { collectDefaultMetrics, Gauge, Registry } from 'prom-client';
import type { Services } from '../../services.ts';
import { registerDatabaseCollectors } from './collectors.ts';

/**
 * The operator's Prometheus registry of one app (issue 25; prom-client, the maintained Node
 * client). One registry per app, not prom-client's global one, so apps started side by side
 * (tests, several processes) never share or double-register series. Holds the process's own
 * metrics (CPU, memory, event-loop lag, under `heartcheck_process_…` and `heartcheck_nodejs_…`), the request metrics the
 * HTTP middleware adds, and the database-read signals of collectors.ts.
 */
export function createOperatorRegistry(services: Pick<Services, 'config' | 'database'>): Registry {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: 'heartcheck_' });
  registerDatabaseCollectors(registry, services.database);
  new Gauge({
    name: 'heartcheck_data_dir_free_bytes',
    help: 'Free bytes on the disk of DATA_DIR (the embedded database and the local blob store).',
    registers: [registry],
    async collect() {
      const stats = await fs.statfs(services.config.dataDir).catch(() => undefined);
      if (stats) this.set(stats.bavail * stats.bsize);
    },
  });
  return registry;
}
