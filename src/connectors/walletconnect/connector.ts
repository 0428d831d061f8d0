import type { ConnectorInfo, ConnectResult, WalletConnector } from '../../core/connection/index.js';
import type { ResolvedOptions } from '../../core/options/index.js';
import type { CaipNetwork, Eip1193Provider } from '../../core/types.js';
import { onAccountsChanged, onChainChanged, onWalletDisconnected } from '../../core/connection/index.js';
import { WalletConnectError } from '../../core/walletconnect/index.js';
import { $chain } from '../../core/network/index.js';
import { parseChainId } from '../../core/caip.js';
import { clock } from '../../core/clock.js';
import { onSessionEnd } from '../../core/session.js';
import type { WcProvider } from './provider.js';
import { forgetSession, openRelaySocket, warmPairingCrypto } from './sdk-seam.js';
import type { SessionEvents } from './proxy.js';
import { providerSettings, sharedProvider } from './shared-provider.js';
import { watchPairing } from './relay-watch.js';
import type { PairingWatch } from './relay-watch.js';
import { forgetDeepLink, rememberDeepLink } from './deep-link.js';
import { addressesOn, optionalNamespaces, pickChain, sessionAccounts, sessionChains, solanaSessionResult } from './namespaces.js';
import { siwxAuthentication, storeSiwxSessions } from './authenticate.js';
import { translate } from './errors.js';
import { RESTORE_TIMEOUT_MS, withTimeout } from '../../core/timeouts.js';
import { nameRequestChains } from './routing.js';

/**
 * Time for the relay to take the proposal (the QR code may be up before, see watchPairing). A safety net (a silent
 * relay is reported sooner, see RELAY_SILENCE_MS); on the modal's clock like the silence deadline, so a test that
 * holds one holds both.
 */
export const URI_TIMEOUT_MS = 10_000;
const DISCONNECT_TIMEOUT_MS = 5_000;

/** Cancels the pairing in progress: one per page, whichever connector instance started it. */
let cancelCurrent: ((error: Error) => void) | undefined;
// The kit's teardown (destroyAppKit) ends the pairing in progress: its URI, made after, must not reach the next kit.
onSessionEnd(() => cancelCurrent?.(new WalletConnectError('superseded', 'The kit was torn down')));
/** The connector whose handlers listen to the page's provider (a re-created AppKit takes it over). */
let listening: { connector: WalletConnectConnector; provider: WcProvider } | undefined;

/** A wallet's chain id, or 0 (no chain) for anything that is not one. */
function parseChainOrZero(value: unknown): number {
  try {
    return parseChainId(value);
  } catch {
    return 0;
  }
}

/**
 * WalletConnect v2 over `@walletconnect/universal-provider` (loaded with this module, never at start).
 * Pairs through the configured relay, reports the pairing URI through the WalletConnect actions and wallet
 * events through the account actions (or an adapter's, see SessionEvents). Session events: accountsChanged and chainChanged re-sync address,
 * network and balance; session_update re-reads the approved accounts; session_delete disconnects;
 * session_ping is answered by the SDK.
 */
export class WalletConnectConnector implements WalletConnector {
  private live: WcProvider | undefined;
  /** Set while the SDK's default chain is put back: the events that echoes are the connector's own. */
  private puttingBack = false;
  private readonly handlers = {
    accountsChanged: (accounts: unknown) => {
      if (this.puttingBack) return;
      // Empty while the wallet is on a chain outside the session: no disconnect (only session_delete ends it);
      // that chain reads as unsupported until the player switches back or disconnects (deleting the session).
      if (Array.isArray(accounts) && accounts.length === 0 && this.live?.session) return;
      this.events.accountsChanged(accounts);
    },
    chainChanged: (chainId: unknown) => {
      if (this.puttingBack) return;
      this.events.chainChanged(chainId);
      this.keepDefaultChainInSession(chainId);
    },
    session_update: () => void this.resync(),
    session_delete: () => {
      forgetDeepLink();
      this.events.disconnected();
    },
  };
  private readonly facade: Eip1193Provider = {
    request: async args => ((await this.load()) as unknown as Eip1193Provider).request(args),
  };

  /** `events`: the modal's account actions, unless an adapter owns the connection (wagmi, which the modal follows). */
  constructor(
    readonly info: ConnectorInfo,
    private readonly options: ResolvedOptions,
    private readonly events: SessionEvents = {
      accountsChanged: accounts => onAccountsChanged(info.id, accounts),
      chainChanged: chainId => onChainChanged(info.id, chainId),
      disconnected: () => onWalletDisconnected(info.id),
    },
  ) {}

  /** The UniversalProvider once loaded; before that, a provider that loads it on the first request. */
  getProvider(): Eip1193Provider {
    return (this.live as unknown as Eip1193Provider | undefined) ?? this.facade;
  }

  private async load(): Promise<WcProvider> {
    const provider = await sharedProvider(providerSettings(this.options));
    nameRequestChains(provider);
    this.live = provider;
    if (listening?.connector !== this || listening.provider !== provider) {
      if (listening) listening.connector.unlisten(listening.provider);
      for (const [event, handler] of Object.entries(this.handlers)) provider.on(event, handler);
      listening = { connector: this, provider };
    }
    return provider;
  }

  /**
   * Starts the SDK (storage, keys, Core) ahead of the first `connect()`, which then only has to publish the
   * proposal (its cryptography warmed, see warmPairingCrypto). No socket is opened while there are no topics, so
   * this sends nothing to the relay.
   */
  async warmUp(): Promise<void> {
    await warmPairingCrypto(await this.load(), this.options.relayUrl);
  }

  private unlisten(provider: WcProvider): void {
    for (const [event, handler] of Object.entries(this.handlers)) provider.removeListener(event, handler);
  }

  async connect(): Promise<ConnectResult> {
    cancelCurrent?.(new WalletConnectError('superseded', 'A newer WalletConnect attempt started'));
    let provider: WcProvider | undefined;
    let watch: PairingWatch | undefined;
    let end!: (error: Error) => void;
    const cancelled = new Promise<never>((_, reject) => (end = reject));
    cancelled.catch(() => undefined);
    // An attempt that ends stops watching its pairing at once: the SDK cannot abort the pairing, and a URI it makes
    // later belongs to nobody (late answers never override what came after).
    const cancel = (error: Error): void => {
      watch?.stop();
      end(error);
    };
    cancelCurrent = cancel;
    const uriTimer = clock.setTimeout(() => cancel(new WalletConnectError('relay', 'The relay did not answer in time')), URI_TIMEOUT_MS);
    // The SDK's `display_uri`: the relay took the proposal (the QR code may be up already, see watchPairing).
    const onPublished = (uri: string): void => {
      if (watch?.published(uri)) clock.clearTimeout(uriTimer);
    };
    // A proposal of an earlier, abandoned attempt can still be published once the relay is back (the SDK
    // cannot abort it); whichever proposal the wallet approves, the session it settles is the one to use.
    let onSession = (): void => undefined;
    const settled = new Promise<void>(resolve => (onSession = resolve));
    try {
      provider = await Promise.race([this.load(), cancelled]);
      watch = watchPairing(provider, cancel);
      openRelaySocket(provider);
      provider.on('display_uri', onPublished);
      provider.on('connect', onSession);
      const opening = this.openSession(provider);
      await Promise.race([opening, settled, cancelled]);
      // One-click sign-in stores the wallet's signed sessions just after the session settles: report the
      // connection once they are stored, so the sign-in check that follows finds them.
      if (this.options.siwx) await Promise.race([opening.catch(() => undefined), cancelled]);
      const result = this.result(provider);
      rememberDeepLink();
      return result;
    } catch (error) {
      throw translate(error);
    } finally {
      clock.clearTimeout(uriTimer);
      watch?.stop();
      provider?.removeListener('display_uri', onPublished);
      provider?.removeListener('connect', onSession);
      if (cancelCurrent === cancel) cancelCurrent = undefined;
    }
  }

  /** A session proposal, carrying a SIWX sign-in request when configured (EVM): one prompt for both. */
  private async openSession(provider: WcProvider): Promise<void> {
    const namespaces = optionalNamespaces(this.options);
    const chains = namespaces.eip155?.chains ?? [];
    const active = $chain.get().activeNetwork?.caipNetworkId ?? chains[0];
    const siwx = this.options.siwx;
    // One-click sign-in is EVM (EIP-4361); a Solana-active app asks for a plain session.
    // A SIWX config that cannot describe the request gets a plain session (the sign-in view asks later).
    const auth = siwx && active?.startsWith('eip155:') ? await siwxAuthentication(siwx, chains, active).catch(() => undefined) : undefined;
    await provider.connect({ optionalNamespaces: namespaces, ...(auth ? { authentication: [auth.request] } : {}) });
    if (siwx && auth) await storeSiwxSessions(provider, siwx, auth.message).catch(error => console.error('w3m-modal: one-click sign-in not stored', error));
  }

  /** Accounts and chain of the provider's session, on the app's active network when the wallet approved it. */
  private result(provider: WcProvider, current?: number): ConnectResult {
    const accounts = sessionAccounts(provider.session?.namespaces['eip155']?.accounts ?? []);
    const active = $chain.get().activeNetwork;
    const preferred = current ?? (active?.chainNamespace === 'eip155' ? Number(active.id) : undefined);
    const chainId = pickChain(sessionChains(accounts), preferred);
    if (chainId === undefined) return this.solanaResult(provider);
    if (chainId !== current) provider.setDefaultChain(`eip155:${chainId}`);
    // A session approving Solana too connects that namespace as well (its requests name their cluster).
    const solana = solanaSessionResult(provider.session?.namespaces['solana']?.accounts ?? [], undefined);
    return { accounts: addressesOn(accounts, chainId), chainId, ...(solana ? { also: [solana] } : {}) };
  }

  /** A session holding only Solana (the app configured Solana and the wallet approved no EVM chain). */
  private solanaResult(provider: WcProvider): ConnectResult {
    const active = $chain.get().activeNetwork;
    const preferred = active?.chainNamespace === 'solana' ? String(active.id) : undefined;
    const result = solanaSessionResult(provider.session?.namespaces['solana']?.accounts ?? [], preferred);
    if (!result) throw new Error('The wallet approved no EVM or Solana account');
    provider.setDefaultChain(`solana:${result.chainId}`);
    return result;
  }

  /** Solana requests name their cluster, so moving to another approved cluster only moves the account there. */
  private switchSolana(provider: WcProvider, network: CaipNetwork): string[] {
    const result = solanaSessionResult(provider.session?.namespaces['solana']?.accounts ?? [], String(network.id));
    if (result?.chainId !== String(network.id)) {
      throw Object.assign(new Error(`${network.name} (${network.caipNetworkId}) is not part of this WalletConnect session`), { code: 5100 });
    }
    provider.setDefaultChain(`solana:${result.chainId}`);
    return result.accounts;
  }

  /**
   * The SDK makes any chain a wallet's chainChanged names its default chain, garbage (`-5`) and chains outside
   * the session included; every request would then name that chain and fail. The modal ignores such an event
   * (or shows the chain as unsupported) and stays on its chain, so the SDK is put back on the chain the modal
   * shows (the session's first chain if it shows none of them), silently: the echo is not a wallet event.
   */
  private keepDefaultChainInSession(reported: unknown): void {
    const provider = this.live;
    let target: number | undefined;
    try {
      const chains = sessionChains(sessionAccounts(provider?.session?.namespaces['eip155']?.accounts ?? []));
      if (chains.length === 0 || chains.includes(parseChainOrZero(reported))) return;
      const shown = $chain.get().activeNetwork;
      target = pickChain(chains, shown?.chainNamespace === 'eip155' ? Number(shown.id) : undefined);
    } catch {
      // A session the SDK could not describe: nothing to put back.
      return;
    }
    this.puttingBack = true;
    try {
      provider?.setDefaultChain(`eip155:${target}`);
    } finally {
      this.puttingBack = false;
    }
  }

  async restore(): Promise<ConnectResult | undefined> {
    const provider = await withTimeout(this.load(), RESTORE_TIMEOUT_MS, () => new Error('WalletConnect did not start in time'));
    const session = provider.session;
    if (!session || session.expiry * 1000 <= Date.now()) return undefined;
    const evm = session.namespaces['eip155'];
    // A default chain stored as garbage (by a version before keepDefaultChainInSession) is replaced by the app's.
    // Named: without a chain the SDK sends to the session's first namespace, which may be Solana.
    const evmChain = evm ? sessionChains(sessionAccounts(evm.accounts))[0] : undefined;
    const current = evm && evmChain !== undefined ? parseChainOrZero(await provider.request({ method: 'eth_chainId' }, `eip155:${evmChain}`)) || undefined : undefined;
    const result = evm ? this.result(provider, current) : this.solanaResult(provider);
    rememberDeepLink();
    return result;
  }

  /**
   * A session reaches only the chains the wallet approved: for any other the SDK would fail with a vague
   * error, so say plainly that the player has to connect again (code 5100, WalletConnect's "unsupported
   * chains", which switchNetwork shows as such).
   */
  async switchChain(network: CaipNetwork): Promise<void | string[]> {
    const provider = await this.load();
    if (network.chainNamespace === 'solana') return this.switchSolana(provider, network);
    const chainId = Number(network.id);
    if (!sessionChains(sessionAccounts(provider.session?.namespaces['eip155']?.accounts ?? [])).includes(chainId)) {
      throw Object.assign(new Error(`${network.name} (${network.caipNetworkId}) is not part of this WalletConnect session`), { code: 5100 });
    }
    await provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: `0x${chainId.toString(16)}` }] });
  }

  async disconnect(): Promise<void> {
    cancelCurrent?.(new WalletConnectError('superseded', 'Disconnected'));
    forgetDeepLink();
    const provider = this.live;
    const topic = provider?.session?.topic;
    if (!provider || !topic) return;
    try {
      await withTimeout(provider.disconnect(), DISCONNECT_TIMEOUT_MS, () => new WalletConnectError('relay', 'The relay did not answer in time'));
    } catch (error) {
      // The wallet could not be told; at least forget the session here so a reload does not restore it.
      await forgetSession(provider, topic);
      throw error;
    }
  }

  /** After a session_update: follow the accounts the wallet now approves, moving chain if it dropped ours. */
  private async resync(): Promise<void> {
    const provider = this.live;
    if (!provider?.session) return;
    try {
      const current = parseChainId(await provider.request({ method: 'eth_chainId' }));
      const { accounts, chainId } = this.result(provider, current);
      if (chainId === current) this.events.accountsChanged(accounts);
    } catch {
      // A session without EVM accounts left: the wallet's session_delete follows.
    }
  }
}
