import { ConfigError, loadConfig, type AppConfig } from './config/env.ts';
import { describeError, logger } from './lib/logger.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './seed/demo.ts';
import { startApp } from './server.ts';
import type { Database } from './db/client.ts';
import { demoEstimateSeconds, demoResultsPending } from './jobs/demo-status.ts';

/**
 * The banner line saying when the demo customer's results will be ready, and a console line
 * once they are (polled from the database every 2 s); undefined when there is nothing pending.
 */
async function announceDemoResults(config: AppConfig, db: Database): Promise<string | undefined> {
  if (!config.seedDemoData || !config.identity.builtIn) return undefined;
  if (config.demoRecordingHours <= 0 || !(await demoResultsPending(db))) return undefined;
  const seconds = await demoEstimateSeconds(config.dataDir, config.demoRecordingHours);
  const at = new Date(Date.now() + seconds * 1000).toTimeString().slice(0, 8);
  const since = performance.now();
  const poll = setInterval(() => {
    demoResultsPending(db).then(
      (pending) => {
        if (pending) return;
        clearInterval(poll);
        const took = ((performance.now() - since) / 1000).toFixed(0);
        process.stdout.write(
          `Demo results are ready (after ${took} s): sign in as customer@example.com.\n`,
        );
      },
      () => clearInterval(poll),
    );
  }, 2000);
  poll.unref();
  return `  demo results: being prepared for customer@example.com, ready in about ${seconds} s (at ${at})`;
}
let config;
try {
  config = loadConfig();
} catch (error) {
  if (error instanceof ConfigError) {
    process.stderr.write(`${error.message}\nSee the configuration table in README.md.\n`);
    process.exit(1);
  }
  throw error;
}

try {
  const app = await startApp(config);
  // From the start of the process (performance.now()'s origin), so loading the modules (2-3 s
  // of a start here) is counted too.
  const seconds = (performance.now() / 1000).toFixed(1);
  const lines = [
    '',
    `HeartCheck is ready at ${app.url} (started in ${seconds} s)`,
    `  database: ${app.database.kind === 'pglite' ? `embedded PostgreSQL in ${config.dataDir}` : 'PostgreSQL server (DATABASE_URL)'}`,
    `  identity provider: ${config.identity.builtIn ? `built-in at ${config.identity.issuer}` : config.identity.issuer}`,
  ];
  if (config.seedDemoData && config.identity.builtIn) {
    lines.push(`  demo sign-ins (password ${DEMO_PASSWORD}):`);
    for (const demo of DEMO_ACCOUNTS)
      lines.push(
        `    ${demo.email}${demo.roles.length ? ` (${demo.roles.join(', ')})` : ' (customer)'}`,
      );
  }
  if (config.env !== 'production') lines.push(`  local mail outbox: ${app.url}/dev/outbox`);
  const demo = await announceDemoResults(config, app.database.db);
  if (demo) lines.push(demo);
  process.stdout.write(`${lines.join('\n')}\n\n`);

  const stop = (signal: string) => {
    logger.info('shutting down', { signal });
    app.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.once('SIGINT', () => stop('SIGINT'));
  process.once('SIGTERM', () => stop('SIGTERM'));
} catch (error) {
  logger.error('start-up failed', describeError(error));
  process.exit(1);
}
