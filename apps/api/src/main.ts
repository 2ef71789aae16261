import { ConfigError, loadConfig, type AppConfig } from './config/env.ts';
import { describeError, logger } from './lib/logger.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './seed/demo.ts';
import { startApp, type RunningApp } from './server.ts';
import type { Database } from './db/client.ts';
import { demoEstimateSeconds, demoResultsPending } from './jobs/demo-status.ts';
import { shareCompileCache } from './config/compile-cache.ts';

// For the analysis threads this process starts (this file's own imports are compiled already;
// `npm start` gives the process the cache from its start, scripts/start.mjs).
shareCompileCache();

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
const roleOf = (email: string): string => {
  const roles = DEMO_ACCOUNTS.find((demo) => demo.email === email)?.roles ?? [];
  return roles.length ? roles.join(', ') : 'customer';
};

/**
 * The banner's demo sign-ins. On loopback: the README's password (or a note for accounts whose
 * password was set at an earlier start served beyond loopback). Served beyond loopback: the
 * random passwords drawn at this start, shown this once (the console is the operator's, not a
 * log file).
 */
function demoSignInLines(config: AppConfig, app: RunningApp): string[] {
  const differs = new Map(app.demoSignIns.map((s) => [s.email, s.password]));
  const line = (email: string): string => {
    const password = differs.get(email);
    const note =
      password === undefined
        ? ''
        : password === null
          ? '  password: the one printed at an earlier start on HOST (start so again for new ones)'
          : `  password ${password}`;
    return `    ${email} (${roleOf(email)})${note}`;
  };
  const heading = config.exposedBeyondLoopback
    ? `  demo sign-ins: served beyond this machine (HOST=${config.host}), so the demo accounts have new\n  random passwords, shown only this once (the README password does not work):`
    : `  demo sign-ins (password ${DEMO_PASSWORD} unless noted):`;
  return [heading, ...DEMO_ACCOUNTS.map((demo) => line(demo.email))];
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
  if (config.seedDemoData && config.identity.builtIn) lines.push(...demoSignInLines(config, app));
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
