// Browser tests drive Debian's Chromium (never a downloaded browser). Install it when we can.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export function ensureChromium() {
  if (fs.existsSync(CHROMIUM)) return CHROMIUM;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (isRoot && fs.existsSync('/usr/bin/apt-get')) {
    console.log(
      `Chromium is not installed at ${CHROMIUM}: installing Debian's chromium package (apt-get)…`,
    );
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
    execFileSync('apt-get', ['install', '-y', '-qq', '--no-install-recommends', 'chromium'], {
      stdio: 'inherit',
      env,
    });
    if (fs.existsSync(CHROMIUM)) return CHROMIUM;
  }
  console.error(
    `The browser tests need Debian's Chromium at ${CHROMIUM}.\n` +
      'Install it with:  sudo apt-get install chromium   (or set CHROMIUM_PATH to another Chromium binary).',
  );
  process.exit(1);
}

if (import.meta.url === `file://${process.argv[1]}`) ensureChromium();
