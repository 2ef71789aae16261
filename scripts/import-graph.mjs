// Prints the import graph facts of a TypeScript source tree: import cycles (strongly connected
// components), imports that reach into another module's internals, and arrows back up the
// layers. Reproducible: `node scripts/import-graph.mjs apps/api/src [--list]`.
// `--check` prints only the cycles and exits 1 when there is one (the test command's lint step).
// Uses the TypeScript compiler's parser (no type checking), so it runs in about a second.
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const root = path.resolve(process.argv[2] ?? 'apps/api/src');
const list = process.argv.includes('--list');
const check = process.argv.includes('--check');

/** A module's one public file; every other file of a module is internal to it. */
const PUBLIC_FILE = 'public.ts';
/** The API assembly mounts each module's REST and GraphQL adapters (not a module's internals). */
const ADAPTER_MOUNTS = [
  [/^app\/rest-modules\.ts$/, /^modules\/[^/]+\/([^/]+-)?routes\.ts$/],
  [/^app\/graphql-modules\.ts$/, /^modules\/[^/]+\/graphql\.ts$/],
];
const isAdapterMount = (from, to) => ADAPTER_MOUNTS.some(([a, b]) => a.test(from) && b.test(to));
/** A table's foreign key names the other table: schema.ts may import another module's schema.ts. */
const isForeignKey = (from, to) => /\/schema\.ts$/.test(from) && /\/schema\.ts$/.test(to);

/**
 * Layers, lowest first: an import from a lower layer into a higher one is an arrow back up.
 * Matched against the path relative to the root; the first match wins.
 */
const LAYERS = [
  [/^(main|server|backup-main|jobs\/worker-main)\.ts$|^seed\//, 4, 'composition root'],
  [/^services\.ts$|^app\//, 3, 'API assembly'],
  [/^(modules|payments|idp|jobs)\//, 2, 'modules'],
  [/^(http|graphql)\//, 1, 'API toolkit'],
  [/./, 0, 'infrastructure'],
];

function layerOf(file) {
  for (const [pattern, level, name] of LAYERS) if (pattern.test(file)) return { level, name };
  return { level: 0, name: 'infrastructure' };
}

/** `modules/orders/x.ts` belongs to module `orders`; `payments/…` and `idp/…` to themselves. */
function moduleOf(file) {
  const m = /^modules\/([^/]+)\//.exec(file);
  return m ? m[1] : undefined;
}

function walk(dir) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return walk(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** Static imports and re-exports; `typeOnly` when nothing of it exists at run time. */
function importsOf(file) {
  const source = ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest);
  const found = [];
  for (const node of source.statements) {
    if (!(ts.isImportDeclaration(node) || ts.isExportDeclaration(node))) continue;
    if (!node.moduleSpecifier || !ts.isStringLiteral(node.moduleSpecifier)) continue;
    const spec = node.moduleSpecifier.text;
    if (!spec.startsWith('.')) continue;
    let typeOnly;
    if (ts.isImportDeclaration(node)) {
      const clause = node.importClause;
      typeOnly =
        !!clause &&
        (clause.isTypeOnly ||
          (!clause.name &&
            !!clause.namedBindings &&
            ts.isNamedImports(clause.namedBindings) &&
            clause.namedBindings.elements.length > 0 &&
            clause.namedBindings.elements.every((e) => e.isTypeOnly)));
    } else typeOnly = node.isTypeOnly;
    const target = path.resolve(path.dirname(file), spec);
    found.push({ target, typeOnly });
  }
  return found;
}

const files = walk(root);
const rel = (f) => path.relative(root, f).split(path.sep).join('/');
const edges = new Map(
  files.map((f) => [rel(f), importsOf(f).map((i) => ({ ...i, to: rel(i.target) }))]),
);

function cycles(runtimeOnly) {
  // Tarjan's strongly connected components.
  let index = 0;
  const idx = new Map(),
    low = new Map(),
    stack = [],
    on = new Set(),
    out = [];
  const next = (v) =>
    (edges.get(v) ?? [])
      .filter((e) => edges.has(e.to) && !(runtimeOnly && e.typeOnly))
      .map((e) => e.to);
  function visit(v) {
    idx.set(v, index);
    low.set(v, index);
    index++;
    stack.push(v);
    on.add(v);
    for (const w of next(v)) {
      if (!idx.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v), low.get(w)));
      } else if (on.has(w)) low.set(v, Math.min(low.get(v), idx.get(w)));
    }
    if (low.get(v) === idx.get(v)) {
      const scc = [];
      let w;
      do {
        w = stack.pop();
        on.delete(w);
        scc.push(w);
      } while (w !== v);
      if (scc.length > 1) out.push(scc.sort());
    }
  }
  for (const v of edges.keys()) if (!idx.has(v)) visit(v);
  return out;
}

const crossModule = [];
const intoInternals = [];
const adapterMounts = [];
const foreignKeys = [];
const intoSchema = [];
const backUp = [];
for (const [from, imports] of edges) {
  for (const { to, typeOnly } of imports) {
    const a = moduleOf(from),
      b = moduleOf(to);
    if (b && a !== b) {
      crossModule.push({ from, to, typeOnly });
      if (isAdapterMount(from, to)) adapterMounts.push({ from, to, typeOnly });
      else if (isForeignKey(from, to)) foreignKeys.push({ from, to, typeOnly });
      else if (path.posix.basename(to) !== PUBLIC_FILE) intoInternals.push({ from, to, typeOnly });
      if (path.posix.basename(to) === 'schema.ts') intoSchema.push({ from, to, typeOnly });
    }
    const la = layerOf(from),
      lb = layerOf(to);
    if (lb.level > la.level) backUp.push({ from, to, typeOnly, up: `${la.name} -> ${lb.name}` });
  }
}

const show = (title, rows) => {
  console.log(`${title}: ${rows.length}`);
  if (list)
    for (const r of rows)
      console.log(
        `  ${r.from} -> ${r.to}${r.typeOnly ? ' (type)' : ''}${r.up ? `  [${r.up}]` : ''}`,
      );
};
const all = cycles(false);
const runtime = cycles(true);
if (check) {
  for (const c of all)
    console.error(`import cycle in ${path.relative(process.cwd(), root)}: ${c.join(' -> ')}`);
  if (all.length > 0) process.exit(1);
  console.log(`${path.relative(process.cwd(), root)}: no import cycles (${files.length} files)`);
  process.exit(0);
}
console.log(
  `files: ${files.length} (tests excluded), imports: ${[...edges.values()].flat().length}`,
);
console.log(`cycles (strongly connected groups, type imports included): ${all.length}`);
for (const c of all) console.log(`  [${c.length}] ${c.join(' , ')}`);
console.log(`cycles at run time (type-only imports excluded): ${runtime.length}`);
for (const c of runtime) console.log(`  [${c.length}] ${c.join(' , ')}`);
show('imports into modules/<m> from outside <m>', crossModule);
show('  of which adapter mounts (app/rest-modules.ts, app/graphql-modules.ts)', adapterMounts);
show('  of which foreign keys (schema.ts -> schema.ts)', foreignKeys);
show(`  of which into another module's internals (not its ${PUBLIC_FILE})`, intoInternals);
show("  of which into another module's schema.ts", intoSchema);
show('arrows back up (a lower layer importing a higher one)', backUp);
