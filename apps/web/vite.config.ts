import path from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const apiOrigin = 'http://localhost:8080';

export default defineConfig({
  plugins: [react(), tailwindcss()],
  resolve: { alias: { '@': path.resolve(import.meta.dirname, 'src') } },
  build: {
    // The hidden-frame token renewal lands on its own tiny page.
    rolldownOptions: {
      input: {
        main: path.resolve(import.meta.dirname, 'index.html'),
        silentRenew: path.resolve(import.meta.dirname, 'silent-renew.html'),
      },
    },
  },
  server: {
    proxy: { '/api': apiOrigin, '/idp': apiOrigin, '/idp-assets': apiOrigin, '/dev': apiOrigin },
  },
});
