// Where the demo's local services are (scripts/demo-services.mjs sets the VITE_* variables for `npm start` and
// the e2e build); the defaults are the ports `npm start` prefers.

/** Local node the demo wallet and the modal talk to. */
export const ANVIL_URL: string = import.meta.env.VITE_ANVIL_URL || 'http://127.0.0.1:8545';

export const PROJECT_ID: string = import.meta.env.VITE_PROJECT_ID || 'demo-project-id';

/** The local WalletConnect relay (test/fixtures/wc/relay.mjs). */
export const WC_RELAY_URL: string = import.meta.env.VITE_WC_RELAY_URL || 'ws://127.0.0.1:8546';

/**
 * The local WalletConnect Verify service (test/fixtures/verify/server.mjs), which attests the pages' origin; without
 * it the modal would ask the public one (Verify is on by default).
 */
export const VERIFY_URL: string | undefined = import.meta.env.VITE_VERIFY_URL || undefined;

/** The local wallet directory (test/fixtures/explorer-api.mjs); without it the modal would ask the public one. */
export const EXPLORER_URL: string | undefined = import.meta.env.VITE_EXPLORER_URL || undefined;

/**
 * The createAppKit option every demo page spreads in, so All Wallets lists the local directory (with its
 * pictures, which each page's CSP allows from VITE_EXPLORER_ORIGIN) and nothing asks the public one.
 */
export const LOCAL_DIRECTORY: { explorerApiUrl?: string } = EXPLORER_URL ? { explorerApiUrl: EXPLORER_URL } : {};

/** The game's ScoreBoard contract on the local node (examples/game/ScoreBoard.sol). */
export const SCORE_BOARD_ADDRESS = (import.meta.env.VITE_SCORE_BOARD_ADDRESS || undefined) as `0x${string}` | undefined;

/** The local Solana runtime (test/fixtures/solana/runtime.mjs: litesvm behind JSON-RPC). */
export const SOLANA_RPC_URL: string = import.meta.env.VITE_SOLANA_RPC_URL || 'http://127.0.0.1:8899';

/** The embedded wallet's secure site (test/fixtures/secure-site/server.mjs), for the plain HTML page's `?email=on`. */
export const SECURE_SITE_ORIGIN: string | undefined = import.meta.env.VITE_SECURE_SITE_ORIGIN || undefined;

/** The local blockchain-data API (test/fixtures/blockchain-api.mjs): balances and account names. */
export const BLOCKCHAIN_API_URL: string | undefined = import.meta.env.VITE_BLOCKCHAIN_API_URL || undefined;
