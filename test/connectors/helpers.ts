// Shared setup for connector tests: a real TestWallet on the anvil node, announced over EIP-6963.
import { generatePrivateKey } from 'viem/accounts';
import type { Address } from 'viem';
import { createAppKit } from '../../src/app-kit.js';
import type { AppKit } from '../../src/app-kit.js';
import { expect } from '@open-wc/testing';
import { $account, mainnet, subscribeEvents } from '../../src/core/index.js';
import type { AppKitEvent, AppKitOptions } from '../../src/core/index.js';
import { getAnvil, setBalance } from '../fixtures/chain.js';
import { providerUrl } from '../fixtures/chains/provider.js';
import { TestWallet, announceWallet, injectAsWindowEthereum } from '../fixtures/test-wallet.js';
import { addCleanup, freshState, runCleanups } from '../helpers/reset.js';
import type { Eip1193Provider, Eip6963ProviderInfo, TestWalletOptions } from '../fixtures/test-wallet.js';

export const WALLET_RDNS = 'dev.w3m-modal.test-wallet';

export function announce(provider: Eip1193Provider, info: Partial<Eip6963ProviderInfo> = {}): void {
  addCleanup(announceWallet(provider, info));
}

export function inject(provider: Eip1193Provider): void {
  addCleanup(injectAsWindowEthereum(provider));
}

export async function kitOptions(extra: Partial<AppKitOptions> = {}): Promise<AppKitOptions> {
  const anvil = await getAnvil();
  const rpcHost = await providerUrl();
  return { projectId: 'test-project', networks: [mainnet], customRpcUrls: { 'eip155:1': [{ url: anvil.url }] }, rpcHost, ...extra };
}

/** A wallet holding two fresh keys (so other tests' transactions never change its balances). */
export async function newWallet(options: Partial<TestWalletOptions> = {}): Promise<TestWallet> {
  const anvil = await getAnvil();
  return new TestWallet({ rpcUrl: anvil.url, chainId: anvil.chainId, accounts: [generatePrivateKey(), generatePrivateKey()], ...options });
}

export async function fund(address: Address, wei: bigint): Promise<void> {
  await setBalance(address, wei);
}

/** Announces a fresh TestWallet, then creates the kit (which asks wallets to announce). */
export async function setupWallet(
  walletOptions: Partial<TestWalletOptions> = {},
  kitExtra: Partial<AppKitOptions> = {}
): Promise<{ wallet: TestWallet; kit: AppKit; id: string }> {
  const wallet = await newWallet(walletOptions);
  announce(wallet, { rdns: WALLET_RDNS });
  const kit = createAppKit(await kitOptions(kitExtra));
  return { wallet, kit, id: WALLET_RDNS };
}

/** A provider that answers every method from a fixed table (for malformed-answer tests). */
export function scriptedProvider(answers: Record<string, unknown>): Eip1193Provider & { calls: string[] } {
  const calls: string[] = [];
  return {
    calls,
    request: async ({ method }) => {
      calls.push(method);
      if (method in answers) return answers[method];
      throw Object.assign(new Error(`unsupported ${method}`), { code: 4200 });
    },
    on: () => undefined,
    removeListener: () => undefined
  };
}

export const ETH = 10n ** 18n;
export const STORED_ID = 'w3m:connectedConnectorId';

function recordEvents(): { names: () => string[]; events: AppKitEvent[]; stop: () => void } {
  const events: AppKitEvent[] = [];
  const stop = subscribeEvents(e => events.push(e));
  return { events, names: () => events.map(e => e.data.event), stop };
}

/** Called in a describe: each test starts from a fresh state and records AppKit's events, read through the result. */
export function recordEventsPerTest(): { names: () => string[]; readonly events: AppKitEvent[] } {
  let current: ReturnType<typeof recordEvents> | undefined;
  beforeEach(() => {
    freshState();
    current = recordEvents();
  });
  afterEach(() => {
    current?.stop();
    runCleanups();
  });
  return { names: () => current!.names(), get events() { return current!.events; } };
}

/** What a UI shows after a disconnect: no address, no balance, no wallet. */
export function expectDisconnected(): void {
  const account = $account.get();
  expect(account.status).to.equal('disconnected');
  expect(account.address).to.equal(undefined);
  expect(account.caipAddress).to.equal(undefined);
  expect(account.balance).to.equal(undefined);
  expect(account.connectedWalletInfo).to.equal(undefined);
  expect(account.allAccounts).to.deep.equal([]);
}

export const methodsSince = (wallet: TestWallet, from: number): string[] => wallet.requests.slice(from).map(r => r.method);
