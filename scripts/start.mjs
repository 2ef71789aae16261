// `npm start`: build the web app if needed, then run the server (API, identity provider, SPA)
// with the project's own Node 24, which npm puts first on PATH.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { buildWebInBackground, webIsUpToDate } from './build-web.mjs';

const root = path.resolve(import.meta.dirname, '..');
const [major] = process.versions.node.split('.').map(Number);
if (major < 24) {
  console.error(
    `HeartCheck needs Node 24 (found ${process.version}). Run it through npm (npm start), which uses the Node installed by npm ci.`,
  );
  process.exit(1);
}
// The server starts at once; a web build the sources need runs beside it (the two take about
// the same time on a fresh clone, so in parallel the first start takes about half as long).
const building = webIsUpToDate() ? undefined : buildWebInBackground();
// Node's compile cache for the server and its analysis threads from their first module on: the
// API's own setting, passed on through the environment (imported only now that Node is 24, which
// runs the TypeScript file itself).
const { shareCompileCache } = await import('../apps/api/src/config/compile-cache.ts');
shareCompileCache();
const server = spawn(process.execPath, [path.join(root, 'apps/api/src/main.ts')], {
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
building?.then(
  (seconds) =>
    console.log(
      seconds === undefined
        ? 'Web app is up to date (built by another start).'
        : `Web app built in ${seconds.toFixed(1)} s.`,
    ),
  (error) => {
    console.error(error.message);
    server.kill('SIGTERM');
  },
);
