// Node tests' Chromium (test/fixtures/chromium.mjs): its close() ends even when the browser will not, so a run
// never hangs in its teardown. A stopped Chromium (SIGSTOP) answers nothing, as one hung on its way out.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { launchChromium } from '../fixtures/chromium.mjs';
import { scaled } from '../fixtures/time-scale.mjs';

test('close() kills a Chromium that does not exit when asked, and says so', { timeout: scaled(60_000) }, async () => {
  /** @type {string[]} */
  const told = [];
  const { browser, pid, close } = await launchChromium({ log: (line) => told.push(line), patience: scaled(2_000) });
  assert.ok(pid);
  assert.ok(browser.isConnected());
  process.kill(pid, 'SIGSTOP');
  await close();
  assert.throws(() => process.kill(pid, 0), { code: 'ESRCH' }, 'the browser process is gone');
  assert.ok(told.some((line) => line.includes(`pid ${pid} did not exit when asked`)), told.join('\n'));
});

test('close() of a browser that exits when asked is quiet', { timeout: scaled(60_000) }, async () => {
  /** @type {string[]} */
  const told = [];
  const { browser, pid, close } = await launchChromium({ log: (line) => told.push(line) });
  const page = await (await browser.newContext()).newPage();
  await page.setContent('<h1>up</h1>');
  assert.equal(await page.textContent('h1'), 'up');
  await close();
  assert.throws(() => process.kill(/** @type {number} */ (pid), 0), { code: 'ESRCH' });
  assert.deepEqual(told, []);
});
