// Points chain 1 at the local node and WalletConnect at the local relay before the elements upgrade,
// so the modal is configured once.
import type { W3mModal } from '../../src/index.js';
import { DefaultSIWX } from '../../src/core/siwx/index.js';
import { ANVIL_URL, BLOCKCHAIN_API_URL, LOCAL_DIRECTORY, SECURE_SITE_ORIGIN, VERIFY_URL, WC_RELAY_URL } from '../demo-env.js';

/**
 * The shipped implementation, counting its session checks in `data-siwx-checks` on <html>: a test that proves
 * nothing asks to sign after a reload waits for the check to have answered instead of waiting a while.
 */
class CountedSIWX extends DefaultSIWX {
  override async getSessions(...args: Parameters<DefaultSIWX['getSessions']>): ReturnType<DefaultSIWX['getSessions']> {
    try {
      return await super.getSessions(...args);
    } finally {
      const root = document.documentElement;
      root.dataset['siwxChecks'] = String(Number(root.dataset['siwxChecks'] ?? 0) + 1);
    }
  }
}

// `?siwx=required` or `?siwx=optional` turns on sign-in with the shipped implementation (sessions in localStorage).
const siwxMode = new URLSearchParams(location.search).get('siwx');
const siwx = siwxMode === 'required' || siwxMode === 'optional' ? new CountedSIWX({ required: siwxMode === 'required' }) : undefined;

// `?email=on` turns on email sign-in: the embedded wallet runs in the local secure site's frame, and its account
// can choose a name (the blockchain-data API keeps it).
const email = new URLSearchParams(location.search).get('email') === 'on' && SECURE_SITE_ORIGIN;

// `?receive=on` turns on AppKit's Receive feature: the account view's Receive button and its view, with the
// account's tokens and activity from the local blockchain-data server.
const receive = new URLSearchParams(location.search).get('receive') === 'on';

// `?send=on` turns on AppKit's Send feature: the account view's Send button and its flow, with the account's
// tokens from the local blockchain-data server and the transfers mined by the local node.
const send = new URLSearchParams(location.search).get('send') === 'on';
// `?swap=on` turns on AppKit's Swap feature: the account view's Swap button and its views, swapping on the local
// node through the local blockchain-data server (its pool and token: test/fixtures/swap-pool.mjs).
const swaps = new URLSearchParams(location.search).get('swap') === 'on';
// `?onramp=on` turns on AppKit's Buy feature (`features.onramp`, with the activity it reports into): the local
// blockchain-data server stands in for the on-ramp provider (options, quote, its page).
const onramp = new URLSearchParams(location.search).get('onramp') === 'on';

const modal = document.querySelector('w3m-modal') as W3mModal | null;
if (modal) {
  modal.config = {
    customRpcUrls: { 'eip155:1': [{ url: ANVIL_URL }] },
    enableWalletConnect: true,
    relayUrl: WC_RELAY_URL,
    verifyUrl: VERIFY_URL,
    ...LOCAL_DIRECTORY,
    ...(email || receive || send || swaps || onramp ? { features: { ...(email ? { email: true } : {}), ...(receive ? { receive: true } : {}), ...(send ? { send: true } : {}), ...(swaps ? { swaps: true } : {}), ...(onramp ? { onramp: true, history: true } : {}) } } : {}),
    ...(email ? { secureSiteOrigin: email } : {}),
    ...((email || receive || send || swaps || onramp) && BLOCKCHAIN_API_URL ? { blockchainApiUrl: BLOCKCHAIN_API_URL } : {}),
    ...(siwx ? { siwx, metadata: { name: 'Plain HTML demo', description: 'w3m-modal demo', url: location.origin, icons: [] } } : {}),
  };
}
