import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Every literal key a screen passes to `t(…)` exists in the English files, so no user reads a
 * raw key such as "editor.saveFailed" where a message belongs. The browser tests fail on a
 * missing key only on the screens and states they reach (an error path rarely); this reads the
 * source. A key is looked up in the namespaces its file loads with `useTranslation` (any of them:
 * a file may hold components of several), or in the one it names (`ns:key`). Keys built at run
 * time (`t(\`status.${s}\`)`) and files that set a `keyPrefix` are left to the browser tests.
 */
const SRC = path.resolve(import.meta.dirname, '..');
const LOCALES = path.resolve(import.meta.dirname, '../../public/locales/en');

type Tree = { [key: string]: Tree | string };

const namespaces: Record<string, Tree> = Object.fromEntries(
  fs
    .readdirSync(LOCALES)
    .filter((name) => name.endsWith('.json'))
    .map((name) => [
      name.replace(/\.json$/, ''),
      JSON.parse(fs.readFileSync(path.join(LOCALES, name), 'utf8')) as Tree,
    ]),
);

function has(tree: Tree | string | undefined, key: string): boolean {
  let node: Tree | string | undefined = tree;
  for (const part of key.split('.')) node = typeof node === 'object' ? node[part] : undefined;
  return node !== undefined;
}

/** The key, or its plural forms (i18next's `_one` / `_other`). */
const exists = (ns: string, key: string) =>
  [key, `${key}_one`, `${key}_other`].some((k) => has(namespaces[ns], k));

function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(file);
    return /\.tsx?$/.test(entry.name) && !/\.test\./.test(entry.name) ? [file] : [];
  });
}

/** The namespaces a file loads, or undefined when it uses a key prefix or loads none. */
function loaded(source: string): string[] | undefined {
  const calls = [
    ...source.matchAll(/useTranslation\(\s*(?:\[([^\]]*)\]|'([^']+)')?\s*(,\s*\{[^}]*\})?\)/g),
  ];
  if (calls.length === 0 || calls.some((call) => call[3]?.includes('keyPrefix'))) return undefined;
  return calls.flatMap(([, list, one]) =>
    one ? [one] : list ? [...list.matchAll(/'([^']+)'/g)].map((m) => m[1]!) : ['translation'],
  );
}

/** `t('key')` calls whose key is missing, as "file: ns:key". */
function missingKeys(file: string): string[] {
  const source = fs.readFileSync(file, 'utf8');
  const names = loaded(source);
  if (!names) return [];
  const missing: string[] = [];
  for (const [, literal] of source.matchAll(/\bt\(\s*'([^'$]+)'/g)) {
    const [ns, key] = literal!.includes(':') ? literal!.split(':') : [undefined, literal!];
    const found = ns ? exists(ns, key) : names.some((name) => exists(name, key));
    if (!found)
      missing.push(`${path.relative(SRC, file)}: ${ns ?? [...new Set(names)].join('|')}:${key}`);
  }
  return missing;
}

describe('translation keys in the source', () => {
  it('finds every literal key a screen shows in the English files', () => {
    const files = sources(SRC);
    expect(files.length).toBeGreaterThan(100);
    expect(files.flatMap(missingKeys)).toEqual([]);
  });
});
