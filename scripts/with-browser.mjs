#!/usr/bin/env node
// Usage: node scripts/with-browser.mjs <bin> [args...]
// Ensures a Chromium, exports CHROMIUM_PATH and runs a local npm binary, forwarding its exit code.
import { spawn } from 'node:child_process';
import { delimiter, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureBrowser } from './ensure-browser.mjs';

const [bin, ...args] = process.argv.slice(2);
if (!bin) {
  console.error('usage: node scripts/with-browser.mjs <bin> [args...]');
  process.exit(2);
}
const browser = await ensureBrowser();
console.error(`Using Chromium: ${browser}`);
// Same lookup as npx, without npx's start-up cost and config warnings.
const localBin = resolve(fileURLToPath(import.meta.url), '../../node_modules/.bin');
const child = spawn(bin, args, {
  stdio: 'inherit',
  env: { ...process.env, CHROMIUM_PATH: browser, PATH: `${localBin}${delimiter}${process.env.PATH ?? ''}` },
});
child.on('error', (err) => {
  console.error(`cannot run ${bin}: ${err.message}`);
  process.exit(127);
});
for (const sig of /** @type {const} */ (['SIGINT', 'SIGTERM'])) process.on(sig, () => child.kill(sig));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
