// Builds one bench page at a time and measures what it ships. One page per build, as a real app ships one:
// a multi-page build moves the modules the pages share into an extra chunk that compresses worse.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, gzipSync, constants } from 'node:zlib';
import { build } from 'vite';
import react from '@vitejs/plugin-react';

export const benchRoot = fileURLToPath(new URL('./', import.meta.url));
// BENCH_OUT lets two builds run side by side (e.g. `npm run size` while the bench runs).
export const outRoot = process.env.BENCH_OUT ?? fileURLToPath(new URL('../../dist-bench/', import.meta.url));

/**
 * package.json's `sideEffects` does not list scripts/bench/, so a bare `import './wc-config.js'` would be
 * dropped. An app's own modules are not covered by the library's list; treat the bench's the same way.
 */
const benchModulesHaveSideEffects = {
  name: 'bench-modules-have-side-effects',
  transform(code, id) {
    if (id.startsWith(benchRoot)) return { code, moduleSideEffects: true };
  }
};

/** Builds `scripts/bench/<name>.html` into `dist-bench/<outName>/` (`<name>/` by default); returns that folder. */
export async function buildPage(name, { define = {}, outName = name } = {}) {
  const outDir = join(outRoot, outName);
  await build({
    configFile: false,
    root: benchRoot,
    logLevel: 'warn',
    plugins: [react(), benchModulesHaveSideEffects],
    define: { global: 'globalThis', ...define },
    build: {
      outDir,
      emptyOutDir: true,
      // Vite's own preload helper and polyfill belong to the app's bundler, not to the library.
      modulePreload: false,
      ...(process.env.BENCH_NO_MINIFY ? { minify: false } : {}),
      rolldownOptions: { input: { [name]: join(benchRoot, `${name}.html`) } }
    }
  });
  return outDir;
}

const brotli = buffer => brotliCompressSync(buffer, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;

/** Raw, gzip and brotli bytes of files (paths relative to `dir`), each compressed on its own as served. */
export function sizes(dir, files) {
  const buffers = files.map(f => readFileSync(join(dir, f)));
  return {
    raw: buffers.reduce((sum, b) => sum + b.length, 0),
    gzip: buffers.reduce((sum, b) => sum + gzipSync(b, { level: 9 }).length, 0),
    brotli: buffers.reduce((sum, b) => sum + brotli(b), 0)
  };
}

/** Entry scripts of a built page plus everything they import statically: what the browser must load first. */
export function initialScripts(dir, page) {
  const html = readFileSync(join(dir, page), 'utf8');
  const entries = [...html.matchAll(/<script[^>]+type="module"[^>]+src="\/?([^"]+)"/g)].map(m => m[1]);
  return staticGraph(dir, entries);
}

/** Module files (paths relative to `dir`) plus everything they import statically, in load order. */
export function staticGraph(dir, entries) {
  const seen = new Set();
  const visit = file => {
    if (seen.has(file)) return;
    seen.add(file);
    const code = readFileSync(join(dir, file), 'utf8');
    for (const m of code.matchAll(/(?:\bfrom\s*|\bimport\s*)["'](\.{1,2}\/[^"']+\.js)["']/g)) {
      visit(join(file, '..', m[1]).replace(/\\/g, '/'));
    }
  };
  entries.forEach(visit);
  return [...seen];
}

/** JS files of a built page that are not initial: fetched on first use, if ever. */
export function lazyScripts(dir, initial) {
  return readdirSync(join(dir, 'assets'))
    .map(f => `assets/${f}`)
    .filter(f => f.endsWith('.js') && !initial.includes(f));
}

/** The text of built files, joined: for checks of what code a page ships where (bench, test/node). */
export function readCode(dir, files) {
  return files.map(file => readFileSync(join(dir, file), 'utf8')).join('\n');
}

/** The page's initial JS: file list and sizes. */
export function pageSizes(dir, name) {
  const files = initialScripts(dir, `${name}.html`);
  return { files, ...sizes(dir, files), lazy: lazyScripts(dir, files) };
}
