// createAppKit with every optional feature off, in each of the ways AppKit apps write "off". Whatever the
// spelling, the page must fetch none of those features' code (test/e2e/features-off.spec.ts). No demo wallet
// here: it carries viem's signing code, which would blur what the library itself fetches.
import { createAppKit, mainnet } from '../../src/index.js';
import type { AppKitOptions } from '../../src/index.js';
import { ANVIL_URL, LOCAL_DIRECTORY, PROJECT_ID } from '../demo-env.js';
import { exposeModal } from '../dev-handle.js';

type FeaturesInput = NonNullable<AppKitOptions['features']>;

const SPELLINGS: Record<string, FeaturesInput> = {
  false: { email: false, socials: false, swaps: false, onramp: false, send: false, receive: false, history: false, analytics: false },
  empty: { email: false, socials: [], swaps: false, onramp: false, history: false, analytics: false },
  undefined: { email: undefined, socials: undefined, swaps: undefined, onramp: undefined, history: undefined, analytics: undefined },
};

const spelling = new URLSearchParams(location.search).get('spelling') ?? 'empty';

export const modal = createAppKit({
  projectId: PROJECT_ID,
  networks: [mainnet],
  customRpcUrls: { 'eip155:1': [{ url: ANVIL_URL }] },
  enableWalletConnect: false,
  siwx: undefined,
  features: SPELLINGS[spelling] ?? SPELLINGS.empty,
  metadata: { name: 'Features off', description: 'w3m-modal demo', url: location.origin, icons: [] },
  ...LOCAL_DIRECTORY,
});
exposeModal();
