// No-bundler build (`dist/browser/`): one ES module a plain HTML page loads with <script type="module">, with
// every dependency inside (lit, nanostores, zod, viem, uqr, universal-provider) and no import map needed.
// Lazy features stay chunks next to it; their URLs are relative, so the folder works from any static host.
// Runs after the library build (`npm run build`), which empties dist/ first. React is not part of it.
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

const fromRoot = (path: string): string => fileURLToPath(new URL(path, import.meta.url));

export default defineConfig({
  root: fromRoot('.'),
  publicDir: false,
  // Relative URLs everywhere: the folder may be served from any path.
  base: './',
  // Code written for Node or a bundler (universal-provider and its dependencies) reads these.
  define: { global: 'globalThis', 'process.env.NODE_ENV': '"production"' },
  build: {
    outDir: fromRoot('dist/browser'),
    emptyOutDir: true,
    target: 'es2022',
    minify: true,
    // The published source maps cover the library's own sources only (test/package); this build has none.
    sourcemap: false,
    modulePreload: false,
    // Not lib mode: its ES output keeps whitespace. The entry keeps its exports for pages that import it.
    rolldownOptions: {
      input: { 'w3m-modal': fromRoot('src/browser.ts') },
      preserveEntrySignatures: 'exports-only',
      output: { entryFileNames: '[name].js', chunkFileNames: '[name]-[hash].js' },
    },
  },
});
