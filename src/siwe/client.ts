import type { SIWXConfig } from '../core/siwx/index.js';
import { mapToSIWX } from './map-to-siwx.js';
import type {
  SIWEClientMethods,
  SIWEClientOptions,
  SIWEConfig,
  SIWECreateMessageArgs,
  SIWEMessageArgs,
  SIWESession,
  SIWEVerifyMessageArgs,
} from './types.js';

const FIVE_MINUTES_MS = 5 * 60_000;

const METHODS = ['getNonce', 'createMessage', 'verifyMessage', 'getSession', 'signOut'] as const;

/**
 * A SIWE client, as AppKit's `AppKitSIWEClient`: the app's methods with the options' defaults applied. Pass it
 * as `createAppKit({ siweConfig })`; the modal signs in through {@link AppKitSIWEClient.mapToSIWX}.
 */
export class AppKitSIWEClient {
  options: SIWEClientOptions;
  methods: SIWEClientMethods;

  constructor(siweConfig: SIWEConfig) {
    if (typeof siweConfig !== 'object' || siweConfig === null) throw new TypeError('createSIWEConfig: expected the SIWE methods (getNonce, createMessage, verifyMessage, getSession, signOut)');
    const missing = METHODS.filter(name => typeof siweConfig[name] !== 'function');
    if (missing.length > 0) throw new TypeError(`createSIWEConfig: missing ${missing.map(name => `\`${name}\``).join(', ')} (functions)`);
    const {
      required = true,
      enabled = true,
      nonceRefetchIntervalMs = FIVE_MINUTES_MS,
      sessionRefetchIntervalMs = FIVE_MINUTES_MS,
      signOutOnDisconnect = true,
      signOutOnAccountChange = true,
      signOutOnNetworkChange = true,
      ...methods
    } = siweConfig;
    this.options = { required, enabled, nonceRefetchIntervalMs, sessionRefetchIntervalMs, signOutOnDisconnect, signOutOnAccountChange, signOutOnNetworkChange };
    this.methods = methods;
  }

  /** The `siwx` config the modal signs in through. */
  mapToSIWX(): SIWXConfig {
    return mapToSIWX(this);
  }

  /** The app's nonce; throws when it gives none. */
  async getNonce(address?: string): Promise<string> {
    const nonce = await this.methods.getNonce(address);
    if (!nonce) throw new Error('SIWE: `getNonce()` returned no nonce');
    return nonce;
  }

  /** The app's message fields (`{}` without `getMessageParams`). */
  async getMessageParams(): Promise<SIWEMessageArgs> {
    return (await this.methods.getMessageParams?.()) ?? ({} as SIWEMessageArgs);
  }

  /** The app's message text; throws when it gives none. */
  createMessage(args: SIWECreateMessageArgs): string {
    const message = this.methods.createMessage(args);
    if (!message) throw new Error('SIWE: `createMessage()` returned no message');
    return message;
  }

  verifyMessage(args: SIWEVerifyMessageArgs): Promise<boolean> {
    return this.methods.verifyMessage(args);
  }

  /** The app's session; throws when signed out. */
  async getSession(): Promise<SIWESession> {
    const session = await this.methods.getSession();
    if (!session) throw new Error('SIWE: no session (signed out)');
    return session;
  }

  /**
   * Not built here: AppKit's `signIn()` opens its sign-in view. Ask for a signature with `requestSiwxSignIn()`
   * (from `w3m-modal` or `w3m-modal/react`); the modal asks by itself after every connect.
   */
  signIn(): Promise<SIWESession> {
    return Promise.reject(new Error('SIWE: signIn() opens no view here; call requestSiwxSignIn() from w3m-modal (the modal also asks after every connect)'));
  }

  /** Ends the app's session (its `signOut`, then `onSignOut`); true once signed out. */
  async signOut(): Promise<boolean> {
    await this.methods.signOut();
    this.methods.onSignOut?.();
    return true;
  }
}

/**
 * AppKit's `createSIWEConfig`: the SIWE client to pass as `createAppKit({ siweConfig })`. Throws a TypeError naming
 * the methods that are missing.
 *
 * ```ts
 * const siweConfig = createSIWEConfig({
 *   getMessageParams: async () => ({ domain: location.host, uri: location.origin, chains: [1], statement: 'Sign in' }),
 *   createMessage: ({ address, ...args }) => formatMessage(args, address),
 *   getNonce: () => fetch('/api/nonce').then(r => r.text()),
 *   verifyMessage: ({ message, signature }) => fetch('/api/verify', { method: 'POST', body: JSON.stringify({ message, signature }) }).then(r => r.ok),
 *   getSession: () => fetch('/api/session').then(r => r.json()),
 *   signOut: () => fetch('/api/signout', { method: 'POST' }).then(r => r.ok),
 * });
 * ```
 */
export function createSIWEConfig(siweConfig: SIWEConfig): AppKitSIWEClient {
  return new AppKitSIWEClient(siweConfig);
}
