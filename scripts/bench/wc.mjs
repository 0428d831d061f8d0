// WalletConnect timings: click on the WalletConnect entry → QR code painted, and the wallet's pair(uri) → the
// address painted in <w3m-button>. All on 127.0.0.1: local relay, Node wallet (official SDK), anvil.
import { startAnvil } from '../../test/fixtures/anvil.mjs';
import { startRelay } from '../../test/fixtures/wc/relay.mjs';
import { startWcWallet } from '../../test/fixtures/wc/wallet.mjs';
import { startVerifyStandIn } from '../../test/fixtures/verify/server.mjs';
import { bounded } from '../../test/fixtures/wc/wallet-helpers.mjs';
import { clickToView, median, openPage } from './measure.mjs';

const STEP_TIMEOUT_MS = 15_000;

/**
 * Relay, node, wallet and the Verify stand-in (Verify is on by default: the pages load its attestation frame, as a
 * player's page loads the public service's); `stop()` closes whatever was started, also after a failed start.
 */
export async function startWcStack() {
  const stops = [];
  const stack = {
    async stop() {
      for (const stop of stops.splice(0).reverse()) await bounded(stop(), 5_000, 'shutdown').catch(() => {});
    }
  };
  try {
    stack.relay = await startRelay({ port: 0 });
    stops.push(() => stack.relay.stop());
    stack.anvil = await startAnvil({ chainId: 1 });
    stops.push(() => stack.anvil.stop());
    stack.wallet = await startWcWallet({ relayUrl: stack.relay.url, rpcUrl: stack.anvil.url, chainId: 1 });
    stops.push(() => stack.wallet.stop());
    stack.verify = await startVerifyStandIn();
    stops.push(() => stack.verify.stop());
    return stack;
  } catch (error) {
    await stack.stop();
    throw error;
  }
}

/** In the page: clicks the WalletConnect entry and waits for the QR code's SVG to have content, then one frame. */
function clickToQr(timeoutMs) {
  return new Promise((resolve, reject) => {
    const router = () => document.querySelector('w3m-modal')?.shadowRoot?.querySelector('w3m-router')?.shadowRoot;
    const entries = router()?.querySelector('w3m-connect-view')?.shadowRoot?.querySelectorAll('wui-list-wallet') ?? [];
    const entry = [...entries].find(e => e.name === 'WalletConnect');
    if (!entry) return reject(new Error('no WalletConnect entry in the Connect view'));
    const view = () => router()?.querySelector('[data-view="ConnectingWalletConnectBasic"] > w3m-connecting-wc-basic-view');
    const start = performance.now();
    (entry.shadowRoot?.querySelector('button') ?? entry).click();
    const poll = () => {
      const qr = view()?.shadowRoot?.querySelector('wui-qr-code');
      if (!qr?.shadowRoot?.querySelector('svg')?.childElementCount) {
        if (performance.now() - start < timeoutMs) return void setTimeout(poll, 0);
        const status = view()?.shadowRoot?.querySelector('[part="status"]')?.textContent?.trim();
        return reject(new Error(`no QR code after ${timeoutMs} ms (view says: ${status || 'nothing'})`));
      }
      const inDom = performance.now() - start;
      const channel = new MessageChannel();
      // A message posted from a frame callback runs right after that frame is produced.
      channel.port1.onmessage = () => resolve({ inDom, painted: performance.now() - start, uri: qr.data });
      requestAnimationFrame(() => channel.port2.postMessage(0));
    };
    poll();
  });
}

/**
 * In the page: from now on, checks every frame whether <w3m-button> shows an address starting with `prefix`;
 * `window.__benchConnectedAt` resolves to Date.now() once the frame showing it has been produced. Date.now()
 * because the start is taken in Node: both read the same system clock (1 ms resolution).
 */
function watchForAddress({ prefix, timeoutMs }) {
  const start = performance.now();
  window.__benchConnectedAt = new Promise((resolve, reject) => {
    const check = () => {
      const text = document.querySelector('w3m-button')?.shadowRoot?.querySelector('[part="address"]')?.textContent ?? '';
      if (text.startsWith(prefix)) {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => resolve(Date.now());
        channel.port2.postMessage(0);
      } else if (performance.now() - start > timeoutMs) {
        reject(new Error(`<w3m-button> showed no address within ${timeoutMs} ms`));
      } else {
        requestAnimationFrame(check);
      }
    };
    requestAnimationFrame(check);
  });
}

/**
 * Runs the WalletConnect flow `runs` times, each in a fresh context (nothing cached, no stored session).
 * Also returns the JS files and non-local hosts the page fetched in each phase of the first run.
 */
export async function measureWalletConnect(browser, url, wallet, runs) {
  const qrPainted = [];
  const qrInDom = [];
  const pairToConnected = [];
  const fetched = { startup: new Set(), open: new Set(), qr: new Set(), connect: new Set() };
  const external = new Set();
  const prefix = wallet.address().slice(0, 6);
  const origin = new URL(url).origin;
  let phase = 'startup';
  const record = request => {
    const target = new URL(request.url());
    if (target.origin === origin && target.pathname.endsWith('.js')) fetched[phase].add(target.pathname.slice(1));
    else if (/^(https?|wss?):$/.test(target.protocol) && target.hostname !== '127.0.0.1') external.add(target.host);
  };
  for (let run = 0; run < runs; run++) {
    phase = 'startup';
    const { context, page } = await openPage(browser, url, p => run === 0 && p.on('request', record).on('websocket', record));
    try {
      // Read the page, open the modal, read the wallet list: a player takes longer than these pauses.
      await page.waitForTimeout(500);
      phase = 'open';
      await clickToView(page);
      await page.waitForFunction(
        () => [...(document.querySelector('w3m-modal')?.shadowRoot?.querySelector('w3m-router')?.shadowRoot
          ?.querySelector('w3m-connect-view')?.shadowRoot?.querySelectorAll('wui-list-wallet') ?? [])].some(e => e.name === 'WalletConnect'),
        undefined,
        { timeout: STEP_TIMEOUT_MS }
      );
      await page.waitForTimeout(500);
      phase = 'qr';
      const qr = await page.evaluate(clickToQr, STEP_TIMEOUT_MS);
      qrPainted.push(qr.painted);
      qrInDom.push(qr.inDom);

      phase = 'connect';
      await page.evaluate(watchForAddress, { prefix, timeoutMs: STEP_TIMEOUT_MS });
      const pairedAt = Date.now();
      await bounded(wallet.pair(qr.uri), STEP_TIMEOUT_MS, 'wallet.pair');
      pairToConnected.push((await page.evaluate(() => window.__benchConnectedAt)) - pairedAt);
      // Chunks fetched right after connecting (the balance read) belong to this phase too.
      if (run === 0) await page.waitForTimeout(1000);
    } finally {
      // Ends the session while the page is still there to hear it, so no stale session lingers on the relay.
      await bounded(wallet.reset(), 5_000, 'wallet.reset').catch(() => {});
      await context.close();
    }
  }
  return {
    qr: { painted: median(qrPainted), inDom: median(qrInDom) },
    pair: median(pairToConnected),
    fetched: Object.fromEntries(Object.entries(fetched).map(([k, v]) => [k, [...v]])),
    external: [...external]
  };
}
