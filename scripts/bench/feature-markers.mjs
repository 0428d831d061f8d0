/**
 * Strings that only an optional feature's code holds, one per feature: a built file that contains one carries
 * that feature. The bench's features gate, the no-bundler build test and the "off means off" e2e test use them.
 */
export const FEATURE_MARKERS = {
  'blockchain data (API client, account tabs)': '/v1/account/',
  'zod (frame and API schemas)': '_zod.def',
  'embedded wallet (secure frame)': 'W3mFrame:',
  'SIWX (EIP-4361 messages)': 'wants you to sign in with your',
  'wallet explorer client (directory requests)': 'The wallet explorer',
  'WalletConnect SDK (universal provider)': 'wc_sessionPropose',
};
