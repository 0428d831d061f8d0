import type { ConnectorInfo, ConnectResult } from '../../core/connection/index.js';
import type { ResolvedOptions } from '../../core/options/index.js';
import type { AccountType, CaipNetwork } from '../../core/types.js';
import { $chain } from '../../core/network/index.js';
import { $theme, showToast } from '../../core/modal/index.js';
import { getAccount, onChainChanged, updateEmbeddedUser } from '../../core/connection/index.js';
import { DEFAULT_SECURE_SITE_ORIGIN, SDK_VERSION } from './constants.js';
import { FrameClient } from './frame-client.js';
import type { FrameClientOptions } from './frame-client.js';
import { AuthSession, readAuthCache } from './auth-session.js';
import { AuthProvider } from './provider.js';
import type { FrameUser } from './schemas.js';
import { authMsg, AUTH_CONNECTOR_ID } from '../../core/auth/index.js';
import type { AuthWallet } from '../../core/auth/index.js';

export { AUTH_CONNECTOR_ID };

/** The address the user's preferred account type points at, else the frame's main address. */
export function addressFor(user: FrameUser): string {
  const preferred = user.preferredAccountType ?? 'eoa';
  return user.accounts?.find(account => account.type === preferred)?.address ?? user.address;
}

/**
 * The embedded wallet (connector type AUTH): email and social sign-in through the secure frame. The frame is
 * created on first use (the email field appearing, a sign-in, or restoring a session), never on page load.
 */
export class AuthConnector implements AuthWallet {
  readonly info: ConnectorInfo = { id: AUTH_CONNECTOR_ID, type: 'AUTH', name: 'Email', namespace: 'eip155' };
  readonly session: AuthSession;
  readonly provider: AuthProvider;
  user: FrameUser | undefined;
  private started = false;

  constructor(
    readonly options: ResolvedOptions,
    frameOptions: Partial<FrameClientOptions> = {}
  ) {
    const frame = new FrameClient({
      secureSiteOrigin: options.secureSiteOrigin ?? DEFAULT_SECURE_SITE_ORIGIN,
      projectId: options.projectId ?? '',
      chainId: options.defaultNetwork.id,
      enableLogger: options.debug,
      onTimeout: reason => showToast('error', authMsg(reason === 'iframe_load_failed' ? 'frame.loadFailed' : 'frame.timeout')),
      ...frameOptions
    });
    this.session = new AuthSession(frame);
    this.provider = new AuthProvider(
      this.session,
      () => ({ address: this.user ? addressFor(this.user) : undefined, chainId: this.user?.chainId }),
      chainId => this.chainSwitched(chainId)
    );
  }

  private stopThemeSync: (() => void) | undefined;
  private disposed = false;

  private syncTheme(): void {
    const { themeMode, themeVariables } = $theme.get();
    this.session
      .syncTheme({ themeMode, themeVariables: { ...themeVariables } as Record<string, string | number> })
      // A sync cut short by teardown is no failure worth reporting.
      .catch(error => this.disposed || console.warn('w3m-modal: embedded wallet theme sync failed', error));
  }

  private chainSwitched(chainId: string | number): void {
    if (this.user) this.user = { ...this.user, chainId };
    onChainChanged(this.info.id, chainId);
  }

  /** Network switches go to the frame as its own event; the wallet_* RPC methods are not for the frame. */
  async switchChain(network: CaipNetwork): Promise<void> {
    this.chainSwitched(await this.session.switchNetwork(network.id));
  }

  /** Loads the frame and hands it the app's data and theme. Safe to call repeatedly. */
  start(): void {
    if (this.started) return;
    this.started = true;
    void this.session.frame.init();
    const { metadata, projectId } = this.options;
    this.session
      .syncDappData({ ...(metadata ? { metadata } : {}), sdkVersion: SDK_VERSION, sdkType: 'w3m-modal', projectId: projectId ?? '' })
      .catch(error => console.warn('w3m-modal: embedded wallet dapp data sync failed', error));
    this.syncTheme();
    // The frame's approval UI follows the modal's theme when the app changes it.
    this.stopThemeSync = $theme.listen(() => this.syncTheme());
  }

  /** Reads the signed-in user (after an email code, a device approval or a social login). */
  async connect(): Promise<ConnectResult> {
    this.start();
    const network = $chain.get().activeNetwork;
    const chainId = readAuthCache().lastUsedChain ?? network?.id ?? this.options.defaultNetwork.id;
    // The player's last choice, else the app's `defaultAccountTypes` (AppKit asks the embedded wallet for it).
    const fallback = this.options.given?.defaultAccountTypes?.eip155;
    const preferred = getAccount('eip155').preferredAccountTypes.eip155 ?? (fallback === 'smartAccount' || fallback === 'eoa' ? fallback : undefined);
    const user = await this.session.getUser({ chainId, ...(preferred ? { preferredAccountType: preferred } : {}) });
    this.session.loginSucceeded(user.email);
    this.user = user;
    // Everything but the typed account list goes in before the connection is applied, so whoever sees
    // "connected" also sees the user; the list follows in applyUser (the generic sync writes plain EOAs).
    const accountType = user.preferredAccountType ?? 'eoa';
    const isSmartAccountDeployed = user.smartAccountDeployed ?? false;
    updateEmbeddedUser({
      preferredAccountTypes: { eip155: accountType },
      user: { email: user.email ?? null, ...(user.userName ? { username: user.userName } : {}) },
      smartAccountDeployed: isSmartAccountDeployed,
      // AppKit's `embeddedWalletInfo`, as getAccount() and useAppKitAccount() report it.
      embeddedWalletInfo: {
        user: { username: user.userName ?? undefined, email: user.email ?? null },
        authProvider: getAccount('eip155').socialProvider ?? 'email',
        accountType,
        isSmartAccountDeployed
      }
    });
    // A failure stores an empty list (spec section 4); the account still works as an EOA.
    await this.session.getSmartAccountEnabledNetworks().catch(() => undefined);
    return { accounts: [addressFor(user)], chainId: Number(user.chainId) };
  }

  async restore(): Promise<ConnectResult | undefined> {
    this.start();
    return (await this.session.isConnected()) ? this.connect() : undefined;
  }

  async disconnect(): Promise<void> {
    this.user = undefined;
    this.session.frame.abortAll();
    this.session.frame.hide();
    await this.session.signOut();
  }

  getProvider(): AuthProvider {
    return this.provider;
  }

  /** Puts what the frame said about the user into the account store (types, user, social name). */
  applyUser(user: FrameUser): void {
    updateEmbeddedUser({
      allAccounts: (user.accounts ?? [{ address: user.address, type: 'eoa' as const }]).map(a => ({ ...a, namespace: 'eip155' as const })),
      preferredAccountTypes: { eip155: user.preferredAccountType ?? 'eoa' },
      user: { email: user.email ?? null, ...(user.userName ? { username: user.userName } : {}) },
      smartAccountDeployed: user.smartAccountDeployed ?? false
    });
  }

  /**
   * Switches between the EOA and the smart account. A frame that refuses is told apart from a network
   * failure only by the toast: in both cases the account falls back to EOA.
   */
  async setPreferredAccountType(type: AccountType): Promise<AccountType> {
    try {
      const { type: applied, address } = await this.session.setPreferredAccount(type);
      if (this.user) this.user = { ...this.user, preferredAccountType: applied };
      updateEmbeddedUser({ preferredAccountTypes: { eip155: applied }, address });
      return applied;
    } catch {
      showToast('error', authMsg('auth.smartAccounts'));
      if (this.user) this.user = { ...this.user, preferredAccountType: 'eoa' };
      updateEmbeddedUser({ preferredAccountTypes: { eip155: 'eoa' }, ...(this.user ? { address: this.user.address } : {}) });
      return 'eoa';
    }
  }

  dispose(): void {
    this.disposed = true;
    this.stopThemeSync?.();
    this.provider.dispose();
    this.session.frame.destroy();
  }
}
