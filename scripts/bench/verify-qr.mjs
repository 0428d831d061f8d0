// Click → QR drawn with WalletConnect Verify off, answered at once, answered after 300 ms, and unreachable (issue 37):
// the QR code must not wait for the attestation. The QR-first page (plain elements, one network, the local relay)
// with the local Verify stand-in (test/fixtures/verify/server.mjs) steered per case; each case a median of cold runs,
// all in one sitting (the cases take turns), each compared with "off" of the same sitting.
import { loadavg } from 'node:os';
import { serveStatic } from '../demo-server.mjs';
import { buildPage } from './build.mjs';
import { median } from './measure.mjs';
import { measureQrFirst } from './qr-first.mjs';

/** library-qr.html's project-id: the stand-in's settings are per project. */
const PROJECT_ID = 'bench-project-id';
/** The discard port: refused at once, as a blocked host is (a filter, a firewall, a CSP without the host). */
const REFUSED = 'http://127.0.0.1:9';
/** The goal: at most this, or within GOAL_RATIO of "off" where the relay's own round trip makes that impossible. */
const GOAL_MS = 100;
const GOAL_RATIO = 1.1;

async function steer(verifyUrl, settings) {
  const response = await fetch(`${verifyUrl}/control/projects/${PROJECT_ID}`, { method: 'POST', body: JSON.stringify(settings) });
  if (!response.ok) throw new Error(`verify stand-in: ${response.status} ${await response.text()}`);
}

/** Measures the four cases on `wc` (startWcStack) and prints the table; returns the medians by case. */
export async function benchVerifyQr(wc, browser, cleanups, runs) {
  const define = { __BENCH_RELAY_URL__: JSON.stringify(wc.relay.url), __BENCH_RPC_URL__: JSON.stringify(wc.anvil.url), __BENCH_VERIFY_URL__: JSON.stringify(wc.verify.url) };
  const cases = [
    { key: 'off', label: 'off (enableWalletConnectVerify: false)', define: { ...define, __BENCH_VERIFY_OFF__: 'true' } },
    { key: 'on', label: 'on, answered at once (local stand-in)', define, settings: { mode: 'attest' } },
    { key: 'on', label: 'on, answered after 300 ms', define, settings: { mode: 'attest', delayMs: 300 } },
    { key: 'unreachable', label: 'on, unreachable (refused port)', define: { ...define, __BENCH_VERIFY_URL__: JSON.stringify(REFUSED) } },
  ];
  const urls = {};
  for (const { key, define: pageDefine } of cases) {
    if (urls[key]) continue;
    const dir = await buildPage('library-qr', { define: pageDefine, outName: `library-qr-verify-${key}` });
    const server = await serveStatic(dir);
    cleanups.push(() => server.close());
    urls[key] = `http://127.0.0.1:${server.address().port}/library-qr.html`;
  }
  // Round by round, one cold run of each case per round: a machine whose load drifts during the sitting weighs on
  // every case alike, and the ratios to "off" stay fair.
  const samples = cases.map(() => ({ ms: [], opened: new Set() }));
  for (let round = 0; round < runs; round++) {
    for (const [index, { key, settings }] of cases.entries()) {
      await steer(wc.verify.url, settings ?? { mode: 'attest' });
      const result = await measureQrFirst(browser, urls[key], 1);
      samples[index].ms.push(result.qrMs);
      for (const view of result.opened) samples[index].opened.add(view);
    }
  }
  const rows = cases.map(({ label }, index) => ({ label, ms: median(samples[index].ms), opened: [...samples[index].opened] }));
  const off = rows[0].ms;
  const load = loadavg().map(value => value.toFixed(2)).join(', ');
  console.log(`\nClick → QR drawn with WalletConnect Verify (QR-first page, plain elements, local relay): median of ${runs} cold runs each, taking turns in one sitting; load average ${load}`);
  console.log(`  ${'Verify'.padEnd(42)} ${'click → QR drawn'.padStart(16)}   × off   goal ≤ ${GOAL_MS} ms or ≤ ${GOAL_RATIO}× off`);
  for (const { label, ms, opened } of rows) {
    const ratio = ms / off;
    const met = ms <= GOAL_MS || ratio <= GOAL_RATIO;
    const note = opened.some(view => view !== 'ConnectingWalletConnectBasic') ? `   (opened on ${opened.join(', ')})` : '';
    console.log(`  ${label.padEnd(42)} ${(Number.isFinite(ms) ? `${ms.toFixed(0)} ms` : 'never').padStart(16)}   ${ratio.toFixed(2).padStart(5)}   ${met ? 'met' : 'MISSED'}${note}`);
  }
  await steer(wc.verify.url, { mode: 'attest' });
  return rows;
}
