import path from 'node:path';
import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { inlineGraphqlPlugin } from './vite-plugins/inline-graphql';
import { pseudoLocalePlugin } from './vite-plugins/pseudo-locale';

const apiOrigin = 'http://localhost:8080';

/**
 * react-router's package exports always point at its development build; the production build
 * ships beside it without warnings and invariants text, so the app bundle uses that one.
 */
const reactRouterProduction = fileURLToPath(import.meta.resolve('react-router')).replace(
  `${path.sep}development${path.sep}`,
  `${path.sep}production${path.sep}`,
);

export default defineConfig(({ command }) => ({
  plugins: [
    inlineGraphqlPlugin(import.meta.dirname),
    react(),
    tailwindcss(),
    pseudoLocalePlugin(import.meta.dirname),
  ],
  resolve: {
    alias: [
      { find: '@', replacement: path.resolve(import.meta.dirname, 'src') },
      ...(command === 'build'
        ? [
            { find: /^react-router$/, replacement: reactRouterProduction },
            // The shims of useSyncExternalStore for React 16 and 17, which react-i18next and
            // zustand import: React 19 has it (0.8 KB gzipped less on the first page).
            {
              find: /^use-sync-external-store\/shim\/with-selector(\.js)?$/,
              replacement: 'use-sync-external-store/with-selector.js',
            },
            {
              find: /^use-sync-external-store\/shim(\/index\.js)?$/,
              replacement: path.resolve(
                import.meta.dirname,
                'vite-plugins/use-sync-external-store-shim.ts',
              ),
            },
          ]
        : []),
    ],
  },
  build: {
    // Evergreen browsers only: no syntax lowering and no module-preload polyfill.
    target: 'es2023',
    modulePreload: { polyfill: false },
    // The hidden-frame token renewal lands on its own tiny page.
    rolldownOptions: {
      input: {
        main: path.resolve(import.meta.dirname, 'index.html'),
        silentRenew: path.resolve(import.meta.dirname, 'silent-renew.html'),
      },
      output: {
        // The libraries every page needs, in two well-compressed chunks. Application code and
        // libraries used only by some pages are left to the automatic splitting, so nothing a
        // lazy page needs is pulled into the start-up chunks.
        codeSplitting: {
          groups: [
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|react-i18next|use-sync-external-store|i18next|zustand)[\\/]/,
              priority: 40,
            },
            {
              // Loaded with the pages that read through Apollo, not with the first page.
              name: 'apollo',
              test: /node_modules[\\/](@apollo|rxjs|optimism|@wry|tslib)[\\/]/,
              priority: 30,
            },
            {
              // The signed-in frame: stores, session, theme, the default layout and the
              // components every page shows. Only these modules: not what they import. The build
              // puts each GraphQL document in a module of its own (vite-plugins/inline-graphql.ts):
              // the signed-in call's is here with the session code that sends it, and the request
              // function, so this chunk and the start chunk do not import each other's values.
              name: 'shell',
              test: /heartcheck-graphql:UserSignedInDocument$|src[\\/](lib[\\/](stores|session|auth|theme|i18n|http[\\/]access-token|graphql[\\/]fetch-graphql|format[\\/](clock|wear))|components[\\/](Avatar|icons|Footer|FullPageMessage|PageContainer|PageLoading|ui[\\/]controls)|app[\\/](layouts[\\/](parts[\\/](HeaderBar|Logo|NavDrawer|SideNavMenu|UserArea)|types[\\/](shared|CollapsibleSideLayout)|AuthenticatedLayout)|page-module|sign-in-screen|navigation|guards|current-route|config))/,
              includeDependenciesRecursively: false,
              priority: 20,
            },
          ],
        },
      },
    },
  },
  server: {
    proxy: { '/api': apiOrigin, '/idp': apiOrigin, '/idp-assets': apiOrigin, '/dev': apiOrigin },
  },
}));
