// The offline trap judges the page's own traffic only: what a page requests off loopback is refused and
// counted; what Chromium asks for by itself (update checks, account checks, Chromium 150's
// android.clients.google.com) is refused and not counted. Real Chromium, real proxy settings.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createServer, request } from 'node:http';
import { connect } from 'node:net';
import { chromium } from 'playwright';
import { chromiumArgs, findChromium } from '../../scripts/browser.mjs';
import { startOfflineTrap } from '../fixtures/offline-trap.mjs';
import { scaled } from '../fixtures/time-scale.mjs';

/** A request sent to a proxy the way Chromium's network service sends one. */
function viaProxy(port, url) {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, method: 'GET', path: url, headers: { host: new URL(url).host } }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode));
    });
    req.on('error', reject);
    req.end();
  });
}

test('a page that reaches off loopback is caught; its loopback traffic and the browser\'s own are not', async (t) => {
  const executablePath = await findChromium();
  assert.ok(executablePath, 'no Chromium found (npm run ensure-browser)');
  const trap = await startOfflineTrap();
  const site = createServer((req, res) => {
    res.writeHead(200, { 'content-type': 'text/html', 'access-control-allow-origin': '*' }).end(req.url === '/' ? '<h1>loopback page</h1>' : 'ok');
  });
  await new Promise((ok) => site.listen(0, '127.0.0.1', ok));
  const browser = await chromium.launch({ executablePath, args: [...chromiumArgs, ...trap.chromiumArgs] });
  t.after(async () => {
    await browser.close();
    site.close();
    await trap.stop();
  });

  const context = await browser.newContext({ proxy: trap.contextProxy });
  const page = await context.newPage();
  await page.goto(`http://127.0.0.1:${site.address().port}/`);
  assert.equal(await page.textContent('h1'), 'loopback page');
  const outcome = await page.evaluate(async (port) => {
    const loopback = await fetch(`http://localhost:${port}/data`).then((r) => r.text());
    const foreign = await fetch('http://offline-trap.invalid/beacon').then((r) => r.status, () => 'refused');
    const socket = await new Promise((done) => {
      const ws = new WebSocket('wss://relay.offline-trap.invalid/');
      ws.onerror = () => done('refused');
      ws.onopen = () => done('open');
    });
    return { loopback, foreign, socket };
  }, site.address().port);
  assert.deepEqual(outcome, { loopback: 'ok', foreign: 'refused', socket: 'refused' });

  // What Chromium's own services send goes to the browser listener.
  assert.equal(await viaProxy(trap.browserPort, 'http://android.clients.google.com/checkin'), 403);

  assert.deepEqual(trap.hosts().sort(), ['offline-trap.invalid', 'relay.offline-trap.invalid']);
  assert.ok(trap.browserRequests().some((r) => r.host === 'android.clients.google.com'));
  assert.match(trap.report(), /offline-trap\.invalid \(1×, first: GET http:\/\/offline-trap\.invalid\/beacon\)/);
});

// A test run's teardown waits for stop(): it must end even while a client holds its end of a refused CONNECT open
// (a Chromium process on its way out does), or the run hangs after its last test.
test('stop() ends while a client keeps a refused CONNECT socket open', { timeout: scaled(10_000) }, async () => {
  const trap = await startOfflineTrap();
  const socket = connect({ port: trap.browserPort, host: '127.0.0.1', allowHalfOpen: true });
  socket.on('error', () => {});
  const answer = new Promise((done) => socket.once('data', (chunk) => done(String(chunk))));
  socket.write('CONNECT update.offline-trap.invalid:443 HTTP/1.1\r\nhost: update.offline-trap.invalid:443\r\n\r\n');
  assert.match(await answer, /^HTTP\/1\.1 403 /);
  // The trap has ended its side; this client never ends its own.
  await trap.stop();
  socket.destroy();
  assert.deepEqual(trap.browserRequests().map((r) => r.target), ['update.offline-trap.invalid:443']);
});
