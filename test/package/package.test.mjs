// Package hygiene (`npm test` step): the tarball `npm publish` would upload, packed once (the `prepack` script
// builds the library and the custom-elements manifest), checked by publint and Are the Types Wrong, and handed
// to `npm publish --dry-run`.
import assert from 'node:assert/strict';
import { readFileSync, rmSync } from 'node:fs';
import { after, before, test } from 'node:test';
import { publint } from 'publint';
import { formatMessage } from 'publint/utils';
import { describeTarball, packLibrary, root, sh } from '../../scripts/consumers.mjs';

/** What a user installs: the build, the docs, the licence, the elements' manifest (and package.json). */
const ALLOWED = /^(dist\/|README\.md$|LICENSE$|custom-elements\.json$|package\.json$)/;
const PUBLIC_TAGS = ['w3m-modal', 'w3m-button', 'appkit-button'];

/** @type {Awaited<ReturnType<typeof packLibrary>>} */
let pack;

before(async () => {
  pack = await packLibrary();
  console.log(describeTarball(pack));
});

after(() => {
  if (pack) rmSync(pack.dir, { recursive: true, force: true });
});

test('the tarball holds only dist/, README.md, LICENSE and custom-elements.json', () => {
  assert.deepEqual(pack.files.filter((file) => !ALLOWED.test(file)), []);
  for (const file of ['LICENSE', 'README.md', 'custom-elements.json', 'dist/index.js', 'dist/types/react/jsx.d.ts']) {
    assert.ok(pack.files.includes(file), `${file} is packed`);
  }
  // Declaration maps would point at sources that are not published.
  assert.deepEqual(pack.files.filter((file) => file.endsWith('.d.ts.map')), []);
});

test('source maps cover the library only, never tests, stories or examples', () => {
  const sources = pack.files
    .filter((file) => file.endsWith('.js.map'))
    .flatMap((file) => JSON.parse(readFileSync(`${root}/${file}`, 'utf8')).sources);
  assert.ok(sources.length > 0);
  assert.deepEqual(sources.filter((source) => !/^\.\.\/(src|react|styles)\//.test(source)), []);
});

test("the explorer's sdk version names the published version", () => {
  const { version } = JSON.parse(readFileSync(`${root}/package.json`, 'utf8'));
  const built = pack.files.filter((file) => file.endsWith('.js')).map((file) => readFileSync(`${root}/${file}`, 'utf8')).join('\n');
  assert.match(built, new RegExp(`LIBRARY_VERSION = "${version.replaceAll('.', '\\.')}"`), 'src/core/sdk-version.ts LIBRARY_VERSION matches package.json');
});

test('custom-elements.json describes every public tag', () => {
  const manifest = JSON.parse(readFileSync(`${root}/custom-elements.json`, 'utf8'));
  const tags = manifest.modules.flatMap((/** @type {any} */ m) => m.declarations ?? []).map((/** @type {any} */ d) => d.tagName);
  for (const tag of PUBLIC_TAGS) assert.ok(tags.includes(tag), `${tag} is in the manifest`);
});

test('publint finds no problem (strict)', async () => {
  const bytes = readFileSync(pack.tarball);
  const tarball = bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength);
  const { messages, pkg } = await publint({ pack: { tarball }, strict: true });
  assert.equal(pkg.name, 'w3m-modal', 'publint read the tarball');
  assert.deepEqual(messages.map((message) => `${message.type}: ${formatMessage(message, pkg, { color: false })}`), []);
});

test('Are the Types Wrong: every entry point resolves with types (esm-only profile)', async () => {
  // esm-only: the package is ES modules only, so `require()` and TypeScript's pre-exports `node10` resolution
  // are out of scope; node16/nodenext from ESM and bundler resolution must be clean for each entry.
  const output = await sh(`${root}/node_modules/.bin/attw`, [pack.tarball, '--profile', 'esm-only', '--format', 'table-flipped'], root);
  for (const entry of ['"w3m-modal"', '"w3m-modal/react"', '"w3m-modal/define"', '"w3m-modal/networks"']) {
    assert.ok(output.includes(entry), `attw checked ${entry}`);
  }
});

test('npm publish --dry-run accepts the tarball', async () => {
  const output = await sh('npm', ['publish', '--dry-run', pack.tarball], root);
  assert.match(output, /w3m-modal@\d+\.\d+\.\d+/);
});
