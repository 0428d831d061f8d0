// Package hygiene (`npm test` step): the tarball `npm publish` would upload, packed once (the `prepack` script
// builds the library and the custom-elements manifest), checked by publint and Are the Types Wrong, and handed
// to `npm publish --dry-run`. The release notes: CHANGELOG.md and the pending changesets, and `npm run version`
// run on a copy of the repository's release files.
import assert from 'node:assert/strict';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, posix } from 'node:path';
import { after, before, test } from 'node:test';
import { publint } from 'publint';
import { formatMessage } from 'publint/utils';
import { describeTarball, packLibrary, root, sh } from '../../scripts/consumers.mjs';

/**
 * What a user installs: the build, the docs, the licence, the elements' manifest (and package.json).
 * CHANGELOG.md stays in the repository: npm 11 packs README and LICENSE whatever `files` says, but not a changelog.
 */
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
  // Each map's sources are relative to the map's folder (dist/, or dist/networks/ for that entry).
  const sources = pack.files
    .filter((file) => file.endsWith('.js.map'))
    .flatMap((file) => JSON.parse(readFileSync(`${root}/${file}`, 'utf8')).sources.map((/** @type {string} */ source) => posix.join(posix.dirname(file), source)));
  assert.ok(sources.length > 0);
  assert.deepEqual(sources.filter((source) => !/^(src|react|styles)\//.test(source)), []);
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
  for (const entry of ['"w3m-modal"', '"w3m-modal/react"', '"w3m-modal/define"', '"w3m-modal/networks"', '"w3m-modal/core"', '"w3m-modal/react-core"', '"w3m-modal/siwx"', '"w3m-modal/siwe"']) {
    assert.ok(output.includes(entry), `attw checked ${entry}`);
  }
});

test('npm publish --dry-run accepts the tarball', async () => {
  const output = await sh('npm', ['publish', '--dry-run', pack.tarball], root);
  assert.match(output, /w3m-modal@\d+\.\d+\.\d+/);
});

/** The pending changesets: `.changeset/*.md` but the folder's README. */
function pendingChangesets(/** @type {string} */ dir = root) {
  return readdirSync(join(dir, '.changeset'))
    .filter((file) => file.endsWith('.md') && file !== 'README.md')
    .map((file) => {
      const [, front, summary] = readFileSync(join(dir, '.changeset', file), 'utf8').match(/^---\n([\s\S]*?)\n---\n([\s\S]*)$/) ?? [];
      return { file, front: front ?? '', summary: (summary ?? '').trim() };
    });
}

test('CHANGELOG.md is kept by changesets: its latest section is this version; each pending changeset bumps w3m-modal', () => {
  const { version } = JSON.parse(readFileSync(`${root}/package.json`, 'utf8'));
  const changelog = readFileSync(`${root}/CHANGELOG.md`, 'utf8');
  assert.match(changelog, /^# w3m-modal\n/);
  assert.equal(changelog.match(/^## (\S+)$/m)?.[1], version, 'the newest section is the version in package.json');
  const config = JSON.parse(readFileSync(`${root}/.changeset/config.json`, 'utf8'));
  assert.equal(config.access, 'public');
  assert.equal(config.baseBranch, 'main');
  for (const { file, front, summary } of pendingChangesets()) {
    assert.match(front, /^['"]w3m-modal['"]: (patch|minor|major)$/, `${file} bumps w3m-modal, and only it`);
    assert.ok(summary.length > 0, `${file} says what changed`);
  }
});

test('npm run version: the pending changesets become the next version in package.json, the lock, the sdk version and CHANGELOG.md', async () => {
  const copy = mkdtempSync(join(tmpdir(), 'w3m-version-'));
  try {
    for (const file of ['package.json', 'package-lock.json', 'CHANGELOG.md', '.changeset', 'src/core/sdk-version.ts']) {
      mkdirSync(join(copy, file, '..'), { recursive: true });
      cpSync(join(root, file), join(copy, file), { recursive: true });
    }
    writeFileSync(join(copy, '.changeset/test-release.md'), "---\n'w3m-modal': patch\n---\n\nA change made by the release test.\n");
    const pending = pendingChangesets(copy);
    const bump = ['major', 'minor', 'patch'].find((level) => pending.some((c) => c.front.endsWith(`: ${level}`)));
    const [major, minor, patch] = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).version.split('.').map(Number);
    // 0.x: changesets applies the bump as written (a minor goes 0.1 → 0.2).
    const next = bump === 'major' ? `${major + 1}.0.0` : bump === 'minor' ? `${major}.${minor + 1}.0` : `${major}.${minor}.${patch + 1}`;

    // `npm version` would bump package.json itself and then run this script as its lifecycle step: refused.
    await assert.rejects(sh('node', [`${root}/scripts/version.mjs`, copy], copy, { env: { npm_command: 'version' } }));
    assert.equal(JSON.parse(readFileSync(join(copy, 'package.json'), 'utf8')).version, JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).version);

    await sh('node', [`${root}/scripts/version.mjs`, copy], copy);
    assert.equal(JSON.parse(readFileSync(join(copy, 'package.json'), 'utf8')).version, next);
    const lock = JSON.parse(readFileSync(join(copy, 'package-lock.json'), 'utf8'));
    assert.equal(lock.version, next);
    assert.equal(lock.packages[''].version, next);
    assert.match(readFileSync(join(copy, 'src/core/sdk-version.ts'), 'utf8'), new RegExp(`LIBRARY_VERSION = '${next.replaceAll('.', '\\.')}'`));
    const changelog = readFileSync(join(copy, 'CHANGELOG.md'), 'utf8');
    const section = changelog.split(`\n## ${next}\n`)[1]?.split('\n## ')[0] ?? '';
    for (const { summary } of pending) assert.ok(section.includes(summary.split('\n')[0] ?? ''), `CHANGELOG.md ${next} has: ${summary.slice(0, 60)}`);
    assert.deepEqual(pendingChangesets(copy), [], 'the changesets are used up');
  } finally {
    rmSync(copy, { recursive: true, force: true });
  }
});
