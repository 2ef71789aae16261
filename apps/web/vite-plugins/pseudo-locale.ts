import fs from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

/** The right-to-left pseudo-locale, generated from every English namespace file. */
export const PSEUDO_LOCALE = 'ar-XB';

const RLO = '\u202e';
const PDF = '\u202c';

/**
 * Chromium's ar-XB convention: every string is wrapped in RIGHT-TO-LEFT OVERRIDE … POP
 * DIRECTIONAL FORMATTING, so it reads mirrored and proves the layout handles RTL text.
 * Interpolations ({{name}}) and nesting ($t(key)) stay intact because the text is not altered.
 */
export function pseudoLocalise(value: unknown): unknown {
  if (typeof value === 'string') return value === '' ? value : `${RLO}${value}${PDF}`;
  if (Array.isArray(value)) return value.map(pseudoLocalise);
  if (value && typeof value === 'object')
    return Object.fromEntries(
      Object.entries(value as Record<string, unknown>).map(([key, item]) => [
        key,
        pseudoLocalise(item),
      ]),
    );
  return value;
}

function pseudoFile(source: string): string {
  return `${JSON.stringify(pseudoLocalise(JSON.parse(fs.readFileSync(source, 'utf8'))), null, 2)}\n`;
}

/**
 * Serves /locales/ar-XB/<ns>.json in development and writes it into the build, so every
 * namespace another feature adds under public/locales/en is covered without hand upkeep.
 */
export function pseudoLocalePlugin(webRoot: string): Plugin {
  const englishDir = path.join(webRoot, 'public/locales/en');
  const namespaces = () =>
    fs.existsSync(englishDir) ? fs.readdirSync(englishDir).filter((f) => f.endsWith('.json')) : [];
  return {
    name: 'heartcheck-pseudo-locale',
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const match = /^\/locales\/ar-XB\/([\w-]+\.json)$/.exec(req.url?.split('?')[0] ?? '');
        const source = match ? path.join(englishDir, match[1]!) : undefined;
        if (!source || !fs.existsSync(source)) return next();
        res.setHeader('Content-Type', 'application/json; charset=utf-8');
        res.end(pseudoFile(source));
      });
    },
    generateBundle() {
      for (const file of namespaces())
        this.emitFile({
          type: 'asset',
          fileName: `locales/${PSEUDO_LOCALE}/${file}`,
          source: pseudoFile(path.join(englishDir, file)),
        });
    },
  };
}
