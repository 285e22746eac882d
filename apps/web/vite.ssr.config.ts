/// <reference types="node" />
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { linguiCatalogs } from './lingui-catalogs.ts';

/**
 * The page server's bundle (issue 25; docs/decisions/021-server-rendering.md):
 * `src/entry-server.tsx` built for Node into `dist-ssr/entry-server.js`, which the API imports
 * to render the public pages. Every package is bundled in (`noExternal`), so the API's
 * production install runs it without the web app's dependencies; the browser's build is
 * vite.config.ts.
 */
export default defineConfig({
  plugins: [linguiCatalogs(), react()],
  ssr: { noExternal: true, target: 'node' },
  build: {
    ssr: 'src/entry-server.tsx',
    outDir: 'dist-ssr',
    emptyOutDir: true,
    copyPublicDir: false,
    sourcemap: true,
    rolldownOptions: {
      output: {
        entryFileNames: '[name].js',
        chunkFileNames: 'chunks/[name]-[hash].js',
      },
    },
  },
});
