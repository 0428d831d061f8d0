/** Local node the demo wallet and the modal talk to; scripts/start.mjs sets VITE_ANVIL_URL. */
export const ANVIL_URL: string = import.meta.env.VITE_ANVIL_URL || 'http://127.0.0.1:8545';

export const PROJECT_ID: string = import.meta.env.VITE_PROJECT_ID || 'demo-project-id';

/** The local WalletConnect relay (test/fixtures/wc/relay.mjs); scripts/start.mjs sets VITE_WC_RELAY_URL. */
export const WC_RELAY_URL: string = import.meta.env.VITE_WC_RELAY_URL || 'ws://127.0.0.1:8546';
