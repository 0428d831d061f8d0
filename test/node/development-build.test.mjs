// Two builds of the library, as Lit ships its own (vite.lib.config.ts): the production one (the `import`
// condition) without the options' checks and not-built warnings, and the development one (the `development`
// condition, which Vite, webpack and Next.js pick in dev) with both. Runs on the library build (`npm run build`).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createServer } from 'vite';

const root = fileURLToPath(new URL('../../', import.meta.url));
const { exports } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));

/** What an app sees through the package's own name: a bad option, and an option not built here. */
const PROBE = `
const lib = await import('w3m-modal');
const warnings = [];
console.warn = (...args) => warnings.push(String(args[0]));
let thrown = '';
try { lib.createAppKit({ projectId: 'p', networks: [lib.mainnet], themeMode: 'pink' }); } catch (error) { thrown = error.message; }
lib.createAppKit({ projectId: 'p', networks: [lib.mainnet], tokens: {} });
process.stdout.write(JSON.stringify({ thrown, warnings }));
`;
const probe = (conditions = []) =>
  JSON.parse(execFileSync(process.execPath, [...conditions, '--input-type=module', '-e', PROBE], { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }));

test('every entry names its development build before the production one, and both are built', () => {
  for (const [entry, conditions] of Object.entries(exports)) {
    if (entry === './browser') continue;
    assert.deepEqual(Object.keys(conditions), ['types', 'development', 'import'], entry);
    assert.equal(conditions.development, conditions.import.replace('./dist/', './dist/development/'), entry);
    for (const file of [conditions.development, conditions.import]) assert.ok(existsSync(join(root, file)), `${file} is built`);
  }
});

test('the development build checks the options and warns about the ones not built here', () => {
  const { thrown, warnings } = probe(['--conditions=development']);
  assert.match(thrown, /Invalid option `themeMode`/);
  assert.deepEqual(warnings, ['w3m-modal: the AppKit option `tokens` is accepted but not built here: the account shows the native balance only.']);
});

test('the production build carries neither the checks nor the warnings', () => {
  assert.deepEqual(probe(), { thrown: '', warnings: [] });
  const built = dir => readdirSync(join(root, dir)).filter(file => file.endsWith('.js')).map(file => readFileSync(join(root, dir, file), 'utf8')).join('\n');
  const [production, development] = [built('dist'), built('dist/development')];
  // The validator's and the warnings' own texts.
  for (const text of ['Unknown option', 'is accepted but not built here', 'Invalid option ${']) {
    assert.ok(development.includes(text), `"${text}" in dist/development/`);
    assert.ok(!production.includes(text), `no "${text}" in dist/`);
  }
});

test("Vite's dev server picks the development build", async () => {
  const server = await createServer({ configFile: false, root, logLevel: 'silent', server: { middlewareMode: true, ws: false }, optimizeDeps: { noDiscovery: true } });
  try {
    const resolved = await server.environments.client.pluginContainer.resolveId('w3m-modal', join(root, 'index.html'));
    assert.equal(resolved?.id, join(root, 'dist/development/index.js'));
  } finally {
    await server.close();
  }
});
