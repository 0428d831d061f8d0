// Which tests are the library's and which test our own fixtures. A fixture test checks a part the suite stands
// on and never touches the library: the WalletConnect SDKs against our relay and test wallets, the test wallets,
// the toolchain, the offline trap, the local Solana runtime, the demo's contract, the suite's own rules and
// scripts. `npm test` counts them on a line of their own (scripts/test.mjs), so the library's figure is the
// library's. A path ending in `/` names a folder.

/** @typedef {'library' | 'fixtures'} TestKind */

export const FIXTURE_TESTS = Object.freeze([
  // The fixtures' own smoke tests (the WalletConnect control server from a page, the attestation stand-in).
  'test/fixtures/',
  // The test toolchain: TypeScript through Vite, Lit without decorators, @open-wc/testing.
  'test/toolchain.test.ts',
  // The EIP-1193 test wallet and its EIP-6963 announcements.
  'test/wallet/',
  // The official WalletConnect SDKs against our relay and Node wallets (the modal is not in these).
  'test/wc-node/relay.test.mjs',
  'test/wc-node/relay-loss.test.mjs',
  'test/wc-node/session.test.mjs',
  'test/wc-node/wallet-server.test.mjs',
  // The offline trap, the Node tests' Chromium, the local Solana runtime, the demo game's contract.
  'test/node/offline-trap.test.mjs',
  'test/node/chromium-teardown.test.mjs',
  'test/node/solana-runtime.test.mjs',
  'test/node/score-board.test.mjs',
  // `npm start`'s banner lists every demo page.
  'test/node/start-banner.test.mjs',
  // The suite's own rules: waits follow events, and scripts/test.mjs's guards.
  'test/node/test-waits.test.mjs',
  'test/node/suite-guards.test.mjs',
  'test/node/test-files.test.mjs',
]);

/**
 * The kind of the test file at `file` (absolute, or relative to the repository root; `\` and a leading `./` or
 * `/` are accepted).
 * @param {string} file
 * @param {string} [root] the repository root, stripped from an absolute path
 * @returns {TestKind}
 */
export function kindOf(file, root = '') {
  let path = file.replaceAll('\\', '/');
  const base = root.replaceAll('\\', '/').replace(/\/?$/, '/');
  if (root && path.startsWith(base)) path = path.slice(base.length);
  path = path.replace(/^\.?\//, '').replace(/[?#].*$/, '');
  return FIXTURE_TESTS.some(entry => (entry.endsWith('/') ? path.startsWith(entry) : path === entry)) ? 'fixtures' : 'library';
}
