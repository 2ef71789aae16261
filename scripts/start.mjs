// `npm start`: build the web app if needed, then run the server (API, identity provider, SPA)
// with the project's own Node 24, which npm puts first on PATH.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { buildWeb } from './build-web.mjs';

const root = path.resolve(import.meta.dirname, '..');
const [major] = process.versions.node.split('.').map(Number);
if (major < 24) {
  console.error(
    `HeartCheck needs Node 24 (found ${process.version}). Run it through npm (npm start), which uses the Node installed by npm ci.`,
  );
  process.exit(1);
}
buildWeb();
const server = spawn(process.execPath, [path.join(root, 'apps/api/src/main.ts')], {
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
