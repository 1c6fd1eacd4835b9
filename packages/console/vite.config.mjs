import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

// The console's page and its one script and style, built into dist/ for the node to serve. Nothing is inlined, so
// the page runs under a Content-Security-Policy that allows only files from the node's own origin.
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  base: '/',
  publicDir: false,
  // The production JSX runtime always, also when a test builds the page (NODE_ENV=test would pick the dev one).
  oxc: { jsx: { runtime: 'automatic', importSource: 'preact', development: false } },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    assetsDir: 'assets',
    assetsInlineLimit: 0,
    modulePreload: { polyfill: false },
    target: 'es2022',
    sourcemap: false,
    reportCompressedSize: false,
  },
});
