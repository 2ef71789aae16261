import path from 'node:path';
import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompileGqlPlugin } from './vite-plugins/precompile-gql';
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
  plugins: [precompileGqlPlugin(), react(), tailwindcss(), pseudoLocalePlugin(import.meta.dirname)],
  resolve: {
    alias: [
      { find: '@', replacement: path.resolve(import.meta.dirname, 'src') },
      ...(command === 'build'
        ? [{ find: /^react-router$/, replacement: reactRouterProduction }]
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
        // Start-up code in a few well-compressed chunks; each route's page stays in its own.
        codeSplitting: {
          groups: [
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|react-i18next|use-sync-external-store)[\\/]/,
              priority: 40,
            },
            {
              name: 'apollo',
              test: /node_modules[\\/](@apollo|graphql|graphql-tag|rxjs|optimism|@wry|tslib)[\\/]/,
              priority: 30,
            },
            { name: 'i18n', test: /node_modules[\\/]i18next[\\/]/, priority: 20 },
            {
              // Shared code and the default layout: the frame every signed-in page needs.
              name: 'shell',
              test: /src[\\/](lib|app[\\/]layouts[\\/](parts|types[\\/](shared|CollapsibleSideLayout)))[\\/.]/,
              priority: 10,
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
