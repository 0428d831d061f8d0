#!/usr/bin/env node
// `npm run version`: the release step of changesets. `changeset version` turns the pending .changeset/*.md
// files into the next version in package.json and a section of CHANGELOG.md; this script then writes that
// version where changesets does not: the root of package-lock.json and LIBRARY_VERSION in
// src/core/sdk-version.ts (the `sv` the explorer is sent). No install, no network: the lock is edited as JSON,
// so its hand-kept entries stay (docs/toolchain-notes.md, pitfall 5).
//
//   node scripts/version.mjs [dir]   dir defaults to this repository (the tests run it on a copy)
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const repo = fileURLToPath(new URL('..', import.meta.url));
const dir = resolve(process.argv[2] ?? repo);

// `npm version <x>` runs a script named "version" as its own lifecycle step, after bumping package.json itself:
// changesets would then bump a second time.
if (process.env.npm_command === 'version') {
  console.error('Releases go through changesets: run `npm run version`, not `npm version`.');
  process.exit(1);
}

const changeset = spawnSync(join(repo, 'node_modules/.bin/changeset'), ['version'], { cwd: dir, stdio: 'inherit' });
if (changeset.status !== 0) process.exit(changeset.status ?? 1);

const { version } = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));

const lockPath = join(dir, 'package-lock.json');
if (existsSync(lockPath)) {
  const lock = JSON.parse(readFileSync(lockPath, 'utf8'));
  lock.version = version;
  if (lock.packages?.['']) lock.packages[''].version = version;
  writeFileSync(lockPath, JSON.stringify(lock, null, 2) + '\n');
}

const sdkPath = join(dir, 'src/core/sdk-version.ts');
const sdk = readFileSync(sdkPath, 'utf8');
const updated = sdk.replace(/export const LIBRARY_VERSION = '[^']*';/, `export const LIBRARY_VERSION = '${version}';`);
if (updated === sdk && !sdk.includes(`LIBRARY_VERSION = '${version}'`)) throw new Error(`${sdkPath}: no LIBRARY_VERSION to update`);
writeFileSync(sdkPath, updated);

console.log(`w3m-modal ${version}: package.json, package-lock.json, CHANGELOG.md and src/core/sdk-version.ts`);
