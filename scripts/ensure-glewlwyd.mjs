// The browser suite signs in through Debian's glewlwyd too (an independent OpenID provider,
// e2e/support/glewlwyd.ts), never a downloaded server. Install it when we can.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';

export const GLEWLWYD = process.env.GLEWLWYD_PATH ?? '/usr/bin/glewlwyd';

export function ensureGlewlwyd() {
  if (fs.existsSync(GLEWLWYD)) return GLEWLWYD;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (isRoot && fs.existsSync('/usr/bin/apt-get')) {
    console.log(
      `glewlwyd is not installed at ${GLEWLWYD}: installing Debian's glewlwyd package (apt-get)…`,
    );
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
    // glewlwyd-common (its login pages) comes as a dependency; the package's service is not
    // started (the tests start their own instance).
    execFileSync('apt-get', ['install', '-y', '-qq', '--no-install-recommends', 'glewlwyd'], {
      stdio: 'inherit',
      env,
    });
    if (fs.existsSync(GLEWLWYD)) return GLEWLWYD;
  }
  console.error(
    `The browser tests need Debian's glewlwyd at ${GLEWLWYD} (2.7.5 in Debian 12).\n` +
      'Install it with:  sudo apt-get install glewlwyd   (or set GLEWLWYD_PATH to another glewlwyd binary).',
  );
  process.exit(1);
}

if (import.meta.url === `file://${process.argv[1]}`) ensureGlewlwyd();
