#!/usr/bin/env node
// Makes sure a Chromium exists for web-test-runner, Playwright and Storybook checks; prints its path.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { findChromium } from './browser.mjs';

/** @param {string} cmd @param {string[]} args */
function run(cmd, args) {
  console.error(`$ ${cmd} ${args.join(' ')}`);
  return spawnSync(cmd, args, { stdio: ['ignore', 'inherit', 'inherit'] }).status === 0;
}

const HELP = `No Chromium found. Install one of:
  - Debian/Ubuntu (root):  apt-get update && apt-get install -y chromium
  - Playwright's build:    npx playwright install chromium
  - or point CHROMIUM_PATH at an existing Chrome/Chromium binary.`;

/** @returns {Promise<string>} the browser path; exits the process when none can be installed */
export async function ensureBrowser() {
  let path = await findChromium();
  if (path) return path;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const hasApt = existsSync('/usr/bin/apt-get');
  if (isRoot && hasApt) {
    if (run('apt-get', ['update']) && run('apt-get', ['install', '-y', 'chromium'])) path = await findChromium();
  } else if (!isRoot) {
    // Playwright honours PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD only at npm install time, not here.
    if (run('npx', ['--no-install', 'playwright', 'install', 'chromium'])) path = await findChromium();
  }
  if (!path) {
    console.error(HELP);
    process.exit(1);
  }
  return path;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const path = await ensureBrowser();
  console.log(path);
}
