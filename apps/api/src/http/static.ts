import fs from 'node:fs/promises';
import path from 'node:path';
import type { Hono, Env } from 'hono';
import { compress } from 'hono/compress';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
};

async function readFileInside(root: string, relative: string): Promise<Buffer | undefined> {
  const resolved = path.resolve(root, `.${path.posix.normalize(`/${relative}`)}`);
  if (!resolved.startsWith(root + path.sep)) return undefined;
  try {
    return await fs.readFile(resolved);
  } catch {
    return undefined;
  }
}

/**
 * Serves the built SPA: hashed assets cached for a year, every other GET outside the API and the
 * identity provider answered with index.html so client-side routes survive a reload.
 */
export function serveWebApp<E extends Env>(app: Hono<E>, distDir: string): void {
  const root = path.resolve(distDir);
  // The SPA's scripts, styles and translations are text: gzip them (650 KB of JS is ~180 KB).
  for (const pattern of ['/assets/*', '/locales/*', '/']) app.use(pattern, compress());
  app.get('*', async (c) => {
    let pathname: string;
    try {
      pathname = decodeURIComponent(new URL(c.req.url).pathname);
    } catch {
      // A malformed percent-escape (`/%E0%A4%A`) is the client's mistake, not a server error.
      return c.text('Bad request: the address is not valid.', 400);
    }
    if (pathname.startsWith('/api/') || pathname.startsWith('/idp/')) return c.notFound();
    const file = pathname !== '/' ? await readFileInside(root, pathname) : undefined;
    if (file) {
      const type = TYPES[path.extname(pathname)] ?? 'application/octet-stream';
      const immutable = pathname.startsWith('/assets/');
      return c.body(new Uint8Array(file), 200, {
        'Content-Type': type,
        'Cache-Control': immutable ? 'public, max-age=31536000, immutable' : 'public, no-cache',
      });
    }
    if (path.extname(pathname) !== '' && !pathname.endsWith('.html')) return c.notFound();
    const index = await readFileInside(root, 'index.html');
    if (!index) {
      return c.text(
        'The web app has not been built yet: run `npm start` (it builds it) or `npm run build`.',
        503,
      );
    }
    return c.body(new Uint8Array(index), 200, {
      'Content-Type': TYPES['.html']!,
      // The same shell for everyone (personal data comes from the API): kept, revalidated. A
      // share page's address is itself the capability to a person's report: never stored.
      'Cache-Control': pathname.startsWith('/share/') ? 'no-store' : 'public, no-cache',
    });
  });
}
