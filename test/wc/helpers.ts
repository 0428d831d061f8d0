// Shared setup for the WalletConnect browser tests: the real connector, the local relay and a Node wallet
// (test/fixtures/wc), the local anvil node for balances.
import { waitUntil } from '../helpers/wait.js';
import { $account, $connectors, mainnet, openModal } from '../../src/core/index.js';
import { $walletConnect } from '../../src/core/walletconnect/store.js';
import type { AppKitOptions, CaipNetwork } from '../../src/core/index.js';
import type { W3mModal } from '../../src/modal/w3m-modal.js';
import { disposeWalletConnect } from '../../src/connectors/walletconnect/shared-provider.js';
import { getAnvil } from '../fixtures/chain.js';
import { createWallet, getWc } from '../fixtures/wc/control.js';
import type { TestWcWallet } from '../fixtures/wc/control.js';
import { emulateMedia } from '../modal/commands.js';
import { createTestKit, renderModal, waitForView } from '../modal/helpers.js';
import { resetAll } from '../helpers/reset.js';

const WC_DB = 'WALLET_CONNECT_V2_INDEXED_DB';
const WC_STORE = 'keyvaluestorage';

/** Empties the SDK's IndexedDB store (sessions, pairings, keys) without deleting the database under it. */
export async function clearWcStorage(): Promise<void> {
  const db = await new Promise<IDBDatabase>((resolve, reject) => {
    const request = indexedDB.open(WC_DB);
    request.onupgradeneeded = () => request.result.createObjectStore(WC_STORE);
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
  try {
    if (!db.objectStoreNames.contains(WC_STORE)) return;
    await new Promise<void>((resolve, reject) => {
      const tx = db.transaction(WC_STORE, 'readwrite');
      tx.objectStore(WC_STORE).clear();
      tx.oncomplete = () => resolve();
      tx.onerror = () => reject(tx.error);
    });
  } finally {
    db.close();
  }
}

/** What the SDK keeps in IndexedDB (to check what a disconnect leaves behind). */
export async function wcStorage(): Promise<Map<string, unknown>> {
  const db = await new Promise<IDBDatabase>((resolve, reject) => {
    const request = indexedDB.open(WC_DB);
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
  try {
    const entries = new Map<string, unknown>();
    if (!db.objectStoreNames.contains(WC_STORE)) return entries;
    await new Promise<void>((resolve, reject) => {
      const request = db.transaction(WC_STORE).objectStore(WC_STORE).openCursor();
      request.onsuccess = () => {
        const cursor = request.result;
        if (!cursor) return resolve();
        entries.set(String(cursor.key), cursor.value);
        cursor.continue();
      };
      request.onerror = () => reject(request.error);
    });
    return entries;
  } finally {
    db.close();
  }
}

/** Everything back to a fresh page, WalletConnect included (provider closed, its storage emptied). */
export async function resetWc(wallet?: TestWcWallet): Promise<void> {
  await wallet?.reset().catch(() => undefined);
  resetAll();
  await disposeWalletConnect();
  await clearWcStorage();
}

/** A second network (chain 10) served by the same anvil node, so a chain switch has a real balance. */
export async function secondNetwork(): Promise<CaipNetwork> {
  const anvil = await getAnvil();
  return {
    id: 10,
    caipNetworkId: 'eip155:10',
    chainNamespace: 'eip155',
    name: 'OP Mainnet',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [anvil.url] } },
  };
}

/** createAppKit with WalletConnect on the local relay; resolves once the WalletConnect entry is registered. */
/** Discard port: refused at once, so the directory is "down" without a request leaving loopback. */
export const UNREACHABLE_DIRECTORY = 'http://127.0.0.1:9';

export async function createWcKit(options: Partial<AppKitOptions> = {}): Promise<void> {
  const { relayUrl, verifyUrl } = await getWc();
  const anvil = await getAnvil();
  await createTestKit({
    enableWalletConnect: true,
    relayUrl,
    // WalletConnect Verify is on: its attestations come from the local stand-in (test/fixtures/verify/).
    verifyUrl,
    networks: [mainnet, await secondNetwork()],
    customRpcUrls: { 'eip155:1': [{ url: anvil.url }] },
    metadata: { name: 'w3m tests', description: 'w3m-modal browser tests', url: location.origin, icons: [] },
    // With WalletConnect on, the Connect view asks the wallet directory when it is shown: a refused loopback port
    // stands for it (tests of the directory pass their own), so nothing reaches for the public one.
    explorerApiUrl: UNREACHABLE_DIRECTORY,
    ...options,
  });
  await waitUntil(() => $connectors.get().some(c => c.type === 'WALLET_CONNECT'), 'WalletConnect was not registered');
}

/** Renders the modal, opens it (the opening rules pick the WalletConnect view) and waits for a pairing URI. */
export async function openQr(): Promise<{ modal: W3mModal; view: HTMLElement; uri: string }> {
  const modal = await renderModal();
  openModal();
  const view = await waitForView(modal, 'w3m-connecting-wc-basic-view');
  const uri = await nextUri();
  return { modal, view, uri };
}

/** The next pairing URI the view shows (one different from `previous`). */
export async function nextUri(previous?: string, timeout = 10_000): Promise<string> {
  await waitUntil(
    () => {
      const { status, uri } = $walletConnect.get();
      return status === 'ready' && uri !== undefined && uri !== previous;
    },
    `no new pairing URI: ${JSON.stringify($walletConnect.get())}`,
    { timeout },
  );
  return $walletConnect.get().uri!;
}

export async function waitConnected(timeout = 10_000): Promise<void> {
  await waitUntil(() => $account.get().status === 'connected' && Boolean($account.get().address), `not connected: ${$account.get().status}`, {
    timeout,
  });
}

/**
 * Gives a describe block its own Node wallet: created once, reset (with the page's WalletConnect state)
 * before each test, stopped at the end. The returned object always speaks to that block's wallet. With
 * `checksAttestations` the wallet checks the page's Verify attestations (its `verified` events say what it saw).
 */
export function useWallet(options: { reducedMotion?: boolean; checksAttestations?: boolean } = {}): TestWcWallet {
  let current: TestWcWallet | undefined;
  before(async () => {
    // A wallet that checks attestations asks the Verify stand-in for its key, as a real one asks the service.
    current = await createWallet(options.checksAttestations ? { verifyUrl: (await getWc()).verifyUrl } : {});
  });
  after(async () => {
    await resetWc(current);
    await current?.dispose();
  });
  beforeEach(async () => {
    await resetWc(current);
    if (options.reducedMotion) await emulateMedia({ reducedMotion: 'reduce' });
  });
  return new Proxy({} as TestWcWallet, {
    get: (_, key) => {
      if (!current) throw new Error('useWallet: the wallet exists only inside tests');
      const value: unknown = Reflect.get(current, key);
      return typeof value === 'function' ? value.bind(current) : value;
    },
  });
}
