// The checks of the apps of our own (test/consumers/README.md says how each app was written), by app name: what
// the test title says, and the drive that takes a fresh browser context and the built app's URL.
import { checkJsCore, checkJsEthers, checkJsWagmi } from './js-apps.mjs';
import { checkEthersApp } from './ethers-app.mjs';
import { checkMultichainApp, checkSolanaApp } from './solana-app.mjs';
import { checkSiwxApp } from './siwx-app.mjs';
import { checkSiweApp } from './siwe-app.mjs';
import { checkWalletFlowsApp } from './wallet-flows-app.mjs';

/**
 * @typedef {{ context: import('playwright').BrowserContext, url: string, explorerUrl: string, dir: string }} DriveSetup
 * `url`: the built app served as static files; `dir`: the built app's folder (an app with a server of its own runs it there)
 * @type {Record<string, { what: string, drive: (setup: DriveSetup) => Promise<void>, contextOptions?: import('playwright').BrowserContextOptions }>}
 */
export const OWN_APP_CHECKS = {
  'js-core': {
    what: "the instance's reads at load and once connected; subscribeState shows the buttons; switchNetwork moves to Arbitrum's node; a reload keeps Leave, which disconnects",
    drive: checkJsCore,
  },
  'js-wagmi': {
    what: 'subscribeState shows the buttons; a signature through wagmi is the key\'s; after a reload Drop out is there and disconnects',
    drive: checkJsWagmi,
  },
  'js-ethers': {
    what: 'its subscribeProviders and subscribeState callbacks throw, and it still connects, signs, reads anvil, restores after a reload and disconnects; each throw is reported once',
    drive: checkJsEthers,
  },
  'react-siwx': {
    what: 'with the sign-in service down, Sign shows the error and a retry and the wallet stays connected; Cancel disconnects',
    drive: checkSiwxApp,
  },
  'js-siwe': {
    what: 'signs in with SIWE against its own Node server, which verifies with w3m-modal/siwe; the session survives a reload; handing back the key signs out, so the next visit asks again; leaving signs out on the server',
    drive: checkSiweApp,
  },
  'react-solana': {
    what: 'lists no EVM wallet and proposes only `solana` to WalletConnect; signs, sends a transfer the Solana runtime executes, reads the balance; switches to Testnet, which a reload keeps; disconnects',
    drive: checkSolanaApp,
    contextOptions: { permissions: ['clipboard-read', 'clipboard-write'] },
  },
  'react-multichain': {
    what: 'builds without @solana/web3.js; one wallet in both namespaces from one row; the Networks view and switchNetwork cross them; a reload restores both; disconnecting Solana leaves EVM',
    drive: checkMultichainApp,
  },
  'react-ethers': {
    what: "connects a wallet that signs with a real key, signs (verified), sends a transfer anvil mines, reads the balance, switches to Arbitrum's node, disconnects",
    drive: (setup) => checkEthersApp(setup, 'I pledge one crate to the co-op'),
  },
  'react-ethers5': {
    what: "connects a wallet that signs with a real key, signs (verified), sends a transfer anvil mines, reads the balance, switches to Arbitrum's node, disconnects",
    drive: (setup) => checkEthersApp(setup, 'I pledge two crates to the co-op'),
  },
  'react-wallet-flows': {
    what: "the Account view offers Buy, Swap, Receive and Send in AppKit's order; Receive shows the address; Send pays ETH that anvil holds; Swap quotes from the local provider and anvil executes it; Buy lists the provider, whose page opens and reports the purchase",
    drive: checkWalletFlowsApp,
  },
};
