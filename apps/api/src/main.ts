import { ConfigError, loadConfig } from './config/env.ts';
import { describeError, logger } from './lib/logger.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './seed/demo.ts';
import { startApp } from './server.ts';

const started = performance.now();
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
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
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
