// Import boundaries that follow the resolved file, not the import string (issue 23): run by the
// test command's lint step (`node scripts/boundaries.mjs`). ARCHITECTURE.md explains the layers.
// eslint's no-restricted-imports rules stay as fast editor hints; this is the check that counts.
const API = '^apps/api/src/';
const MODULES = `${API}modules/`;
const WEB = '^apps/web/src/';
const TESTS = '(\\.test\\.tsx?|/testing\\.ts|-testing\\.ts)$';

/** API layers, lowest first (ARCHITECTURE.md "Inside the API"): an arrow may only point down. */
const INFRASTRUCTURE = `${API}(config|db|blob|lib|backup)/|${API}auth/verify-token\\.ts$`;
const TOOLKIT = `${API}(http|graphql)/(?!generated/).*|${API}auth/authorise\\.ts$`;
const MODULE_LAYER = `${API}(modules|payments|idp|jobs)/`;
const ASSEMBLY = `${API}app/|${API}services\\.ts$`;
const ROOT = `${API}(main|server|backup-main|jobs/worker-main)\\.ts$|${API}seed/`;

/**
 * Arrows back up that exist today, each to be removed by moving what it needs down a layer
 * (issue 23). Listed one by one so a new one fails; shrink this list, never grow it.
 */
const KNOWN_UPWARD = [];

/**
 * A module file that reads another module's table directly, because going through that module's
 * public.ts would be a cycle (reviews depend on results). Shrink this list, never grow it.
 */
const KNOWN_INTERNAL = [];

module.exports = {
  forbidden: [
    {
      name: 'not-resolvable',
      comment: 'An import that resolves to no file (a typo, or a file that moved).',
      severity: 'error',
      // Generated GraphQL types name a types-only package the resolver cannot load.
      from: { path: '^(apps|packages|e2e)/', pathNot: '/generated/' },
      to: { couldNotResolve: true },
    },
    {
      name: 'no-circular',
      comment: 'No import cycles anywhere, type-only imports included.',
      severity: 'error',
      from: { path: '^(apps|packages|e2e)/' },
      to: { circular: true },
    },
    {
      name: 'web-feature-isolation',
      comment: 'A web feature never imports another feature (bulletproof-react).',
      severity: 'error',
      from: { path: `${WEB}features/([^/]+)/` },
      to: { path: `${WEB}features/`, pathNot: `${WEB}features/$1/` },
    },
    {
      name: 'web-shared-not-features',
      comment: 'src/lib and src/components are shared: they never import a feature.',
      severity: 'error',
      from: { path: `${WEB}(lib|components)/` },
      to: { path: `${WEB}features/` },
    },
    {
      name: 'web-features-data-layer',
      comment:
        'Features read and write through the data layer (generated GraphQL, rest/use-rest), never axios or apiClient directly.',
      severity: 'error',
      from: { path: `${WEB}features/` },
      to: { path: `(^|/)node_modules/axios/|${WEB}lib/http/api-client\\.ts$` },
    },
    {
      name: 'web-over-http-only',
      comment: 'The web app talks to the API over HTTP only, and never runs the engine.',
      severity: 'error',
      from: { path: '^apps/web/' },
      to: { path: '^(apps/api|packages/ecg)/' },
    },
    {
      name: 'ecg-independent',
      comment: 'The ECG engine imports nothing from the apps, the tests or other packages.',
      severity: 'error',
      from: { path: '^packages/ecg/' },
      to: { path: '^(apps|e2e)/|^packages/(?!ecg/)' },
    },
    {
      name: 'ecg-no-runtime-dependencies',
      comment: 'The engine is pure TypeScript: Node built-ins only, no npm packages.',
      severity: 'error',
      from: { path: '^packages/ecg/src/', pathNot: '\\.test\\.ts$' },
      // By resolved path: a package found through a symlink or with no package.json entry is
      // still a package.
      to: { path: '(^|/)node_modules/' },
    },
    {
      name: 'api-not-web',
      severity: 'error',
      from: { path: '^apps/api/' },
      to: { path: '^apps/web/' },
    },
    {
      name: 'api-module-public-only',
      comment: 'A module reaches another module only through its public.ts.',
      severity: 'error',
      from: {
        path: `${MODULES}([^/]+)/`,
        pathNot: [TESTS, `${MODULES}[^/]+/schema\\.ts$`, ...KNOWN_INTERNAL],
      },
      to: { path: MODULES, pathNot: [`${MODULES}$1/`, `${MODULES}[^/]+/public\\.ts$`] },
    },
    {
      name: 'api-module-schema-foreign-keys',
      comment: "A schema.ts may reference another module's schema.ts for foreign keys.",
      severity: 'error',
      from: { path: `${MODULES}([^/]+)/schema\\.ts$` },
      to: { path: MODULES, pathNot: [`${MODULES}$1/`, `${MODULES}[^/]+/(public|schema)\\.ts$`] },
    },
    {
      name: 'api-module-tests',
      comment: "Tests may use another module's public.ts and test helpers.",
      severity: 'error',
      from: { path: `${MODULES}([^/]+)/.*${TESTS}` },
      to: {
        path: MODULES,
        pathNot: [`${MODULES}$1/`, `${MODULES}[^/]+/(public|testing|[a-z-]+-testing)\\.ts$`],
      },
    },
    {
      name: 'api-outside-modules-public-only',
      comment: 'Outside the modules, a module is reached through its public.ts.',
      severity: 'error',
      from: {
        path: API,
        pathNot: [
          MODULES,
          TESTS,
          `${API}app/(rest|graphql)-modules\\.ts$`,
          `${API}graphql/generated/`,
        ],
      },
      to: { path: MODULES, pathNot: `${MODULES}[^/]+/public\\.ts$` },
    },
    {
      name: 'api-assembly-mounts-adapters',
      comment: "The assembly mounts each module's routes.ts and graphql.ts, nothing else inside.",
      severity: 'error',
      from: { path: `${API}app/(rest|graphql)-modules\\.ts$` },
      to: { path: MODULES, pathNot: `${MODULES}[^/]+/(public|[a-z-]*graphql|[a-z-]*routes)\\.ts$` },
    },
    {
      name: 'api-tests-outside-modules',
      severity: 'error',
      from: { path: `^apps/api/(test|bench)/|${API}(?!modules/).*${TESTS}` },
      to: {
        path: MODULES,
        pathNot: `${MODULES}[^/]+/(public|schema|testing|[a-z-]+-testing)\\.ts$`,
      },
    },
    {
      name: 'api-layer-infrastructure',
      comment:
        'Infrastructure (config, db, blob, lib, token verification) imports nothing above it.',
      severity: 'error',
      from: { path: INFRASTRUCTURE, pathNot: [TESTS, ...KNOWN_UPWARD] },
      to: { path: `${API}(?!(config|db|blob|lib|backup)/|auth/verify-token\\.ts$)` },
    },
    {
      name: 'api-layer-toolkit',
      comment: 'The API toolkit (HTTP and GraphQL helpers, authorise) imports only infrastructure.',
      severity: 'error',
      from: { path: TOOLKIT, pathNot: [TESTS, ...KNOWN_UPWARD] },
      to: { path: `${MODULE_LAYER}|${ASSEMBLY}|${ROOT}` },
    },
    {
      name: 'api-layer-modules',
      comment: 'Modules, jobs, payments and the provider never import the assembly or the root.',
      severity: 'error',
      from: { path: MODULE_LAYER, pathNot: [TESTS, `${API}jobs/worker-main\\.ts$`] },
      to: { path: `${ASSEMBLY}|${ROOT}` },
    },
    {
      name: 'api-layer-assembly',
      comment: 'The assembly never imports the composition root.',
      severity: 'error',
      from: { path: ASSEMBLY },
      to: { path: ROOT },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(dist|\\.data|test-results)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'apps/web/tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
    },
  },
};
