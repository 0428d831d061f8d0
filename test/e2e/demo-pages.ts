// The demo's pages, read from where they are declared, so a page added there is checked without a change here:
// - the built demo (what the e2e demo server and the bench serve) has the pages vite.config.ts lists as the
//   build's inputs;
// - `npm start` (Vite's dev server, root examples/) serves every HTML file in examples/.
import { readdirSync } from 'node:fs';
import { basename } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ConfigEnv, UserConfig } from 'vite';
import viteConfig from '../../vite.config.js';

const EXAMPLES = fileURLToPath(new URL('../../examples/', import.meta.url));

function buildInputs(): string[] {
  const env: ConfigEnv = { mode: 'production', command: 'build', isSsrBuild: false, isPreview: false };
  const config = (typeof viteConfig === 'function' ? viteConfig(env) : viteConfig) as UserConfig;
  const input = config.build?.rolldownOptions?.input;
  if (!input || typeof input !== 'object') throw new Error('vite.config.ts lists no build inputs');
  return Object.values(input as Record<string, string>);
}

/** Paths of the built demo's pages ("/index.html", "/html.html", …). */
export const BUILT_PAGES: readonly string[] = buildInputs().map(file => `/${basename(file)}`);

/** Paths of the pages `npm start` serves: every HTML file in examples/. */
export const DEV_PAGES: readonly string[] = readdirSync(EXAMPLES)
  .filter(name => name.endsWith('.html'))
  .map(name => `/${name}`);
