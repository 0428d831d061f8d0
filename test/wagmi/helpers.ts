// Shared by the wagmi tests (test/wagmi/): the app's side written as AppKit's quickstart writes it, and what the
// player sees of the account (the kit's public account, <w3m-button>), read where an app reads it. The files here run against wagmi 2 and, in the `wagmi3` group of
// web-test-runner.config.mjs, against @wagmi/core 3.
import { fixture, html } from '@open-wc/testing';
import { watchAccount } from '@wagmi/core';
import type { Config } from '@wagmi/core';
import { createAppKit } from '../../src/app-kit.js';
import type { AppKit } from '../../src/app-kit.js';
import { $connectors, mainnet, shortenAddress } from '../../src/core/index.js';
import '../../src/modal/w3m-button.js';
import type { W3mButton } from '../../src/modal/w3m-button.js';
import type { CaipNetwork } from '../../src/core/index.js';
import { WagmiAdapter } from '../../src/wagmi.js';
import { getAnvil } from '../fixtures/chain.js';
import { TestWallet, announceWallet } from '../fixtures/test-wallet.js';
import { localDevnet } from '../network/helpers.js';
import { addCleanup } from '../helpers/reset.js';
import { waitUntil } from '../helpers/wait.js';

/** The wagmi major this run was asked to test against (vite.config.ts, W3M_WAGMI). */
export const WAGMI_MAJOR: string = (import.meta.env as Record<string, string | undefined>)['W3M_WAGMI_MAJOR'] ?? 'unknown';

export const RDNS = 'dev.w3m-modal.wagmi-wallet';
export const LOCAL_ID = 31337;

export interface Setup {
  adapter: WagmiAdapter;
  kit: AppKit;
  config: Config;
  wallet: TestWallet;
  local: CaipNetwork;
}

/** The app's side, written as AppKit's wagmi quickstart writes it. */
export async function setUp(wallet?: TestWallet): Promise<Setup> {
  const anvil = await getAnvil();
  const local = await localDevnet();
  const networks = [mainnet, local];
  const customRpcUrls = { 'eip155:1': [{ url: anvil.url }] };
  const theWallet = wallet ?? new TestWallet({ rpcUrl: anvil.url, chains: [{ chainId: LOCAL_ID, rpcUrl: local.rpcUrls.default.http[0]! }], storageKey: 'wagmi-test-wallet' });
  addCleanup(announceWallet(theWallet, { rdns: RDNS, name: 'Wagmi Test Wallet' }));
  const adapter = new WagmiAdapter({ networks, projectId: 'test-project', customRpcUrls });
  const kit = createAppKit({ adapters: [adapter], networks, projectId: 'test-project', customRpcUrls });
  await waitUntil(() => $connectors.get().some(c => c.id === RDNS), 'wagmi did not discover the wallet');
  // The adapter's start-up reconnect has looked for a previous connection (there is none) and is done.
  await waitUntil(() => adapter.wagmiConfig.state.status === 'disconnected', 'wagmi did not settle after start');
  return { adapter, kit, config: adapter.wagmiConfig, wallet: theWallet, local };
}

/** `<w3m-button>` on the page, as an app places it beside its own UI. */
export async function placeButton(): Promise<W3mButton> {
  return fixture<W3mButton>(html`<w3m-button balance="hide"></w3m-button>`);
}

/** The EVM account as the kit's public `getAccount` gives it (what `useAppKitAccount` reads), in comparable words. */
export function kitAccount(kit: AppKit): { status?: string; address?: string; chainId?: number } {
  const account = kit.getAccount('eip155');
  const chainId = account?.caipAddress ? Number(account.caipAddress.split(':')[1]) : undefined;
  return { status: account?.status, address: account?.address?.toLowerCase(), chainId };
}

/** What {@link kitAccount} gives for `address` connected on `chainId`, or for no connection. */
export function connectedTo(address: string, chainId: number) {
  return { status: 'connected', address: address.toLowerCase(), chainId };
}
export const DISCONNECTED = { status: 'disconnected', address: undefined, chainId: undefined };

/** What the player reads on `<w3m-button>` once it rendered: the short address, or its connect label. */
export async function buttonText(button: W3mButton): Promise<string> {
  await button.updateComplete;
  const root = button.shadowRoot!;
  return (root.querySelector('[part="address"]')?.textContent ?? root.textContent ?? '').trim();
}

/** The button's text for `address`. */
export const short = (address: string): string => shortenAddress(address);

/**
 * What an app reads from the kit in each of wagmi's account changes (wagmi's `watchAccount`, which tells wagmi's
 * hooks): the kit's account must already be the one wagmi reports, in wagmi's own update, with no step between.
 * The returned function stops recording and gives each change as [wagmi's address, the kit's address].
 */
export function readInWagmisUpdates(config: Config, kit: AppKit): () => [string | undefined, string | undefined][] {
  const seen: [string | undefined, string | undefined][] = [];
  const stop = watchAccount(config, {
    onChange: account => void seen.push([account.address?.toLowerCase(), kit.getAccount('eip155')?.address?.toLowerCase()]),
  });
  return () => {
    stop();
    return seen;
  };
}

/**
 * Counts the times wagmi starts a reconnect: each run first says "reconnecting" (or "connecting", when wagmi's
 * storage has not been read back yet) after having said something else.
 */
export function countReconnects(config: Config): () => number {
  let runs = 0;
  const busy = (status: string): boolean => status === 'connecting' || status === 'reconnecting';
  const stop = config.subscribe(
    state => state.status,
    (status, previous) => {
      if (busy(status) && !busy(previous)) runs += 1;
    },
  );
  return () => {
    stop();
    return runs;
  };
}
