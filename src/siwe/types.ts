/**
 * The shapes of AppKit's `@reown/appkit-siwe` (1.7), so an app's `createSIWEConfig({ … })` object, its server
 * handlers and its session type compile unchanged against `w3m-modal/siwe`. Type-only.
 */

/** Who is signed in: the account and the EVM chain id it signed on. */
export interface SIWESession {
  address: string;
  chainId: number;
}

/** The header of a CAIP-74 capability object (`caip122`: a sign-in message). */
interface CacaoHeader {
  t: 'caip122';
}

/** What `createMessage` is given: the app's message fields, with the account and chain of the wallet asked to sign. */
export interface SIWECreateMessageArgs {
  chainId: number;
  domain: string;
  nonce: string;
  uri: string;
  /** The account as a DID, `did:pkh:eip155:<chain id>:<address>` (what `formatMessage` takes as its issuer). */
  address: string;
  version: '1';
  type?: CacaoHeader['t'];
  /** Not Before, ISO 8601. */
  nbf?: string;
  /** Expiration Time, ISO 8601. */
  exp?: string;
  statement?: string;
  requestId?: string;
  resources?: string[];
  expiry?: number;
  /** Issued At, ISO 8601. */
  iat?: string;
}

/** The app's side of every message, from `getMessageParams()`. */
export type SIWEMessageArgs = {
  chains: number[];
  methods?: string[];
} & Omit<SIWECreateMessageArgs, 'address' | 'chainId' | 'nonce' | 'version'>;

/** The fields of a CAIP-74 payload. */
interface CacaoPayload {
  domain: string;
  aud: string;
  nonce: string;
  iss: string;
  version?: string;
  iat?: string;
  nbf?: string;
  exp?: string;
  statement?: string;
  requestId?: string;
  resources?: string[];
  type?: string;
}

/** A CAIP-74 capability object, as WalletConnect's one-click authentication returns it. */
interface Cacao {
  h: CacaoHeader;
  p: CacaoPayload;
  s: {
    t: 'eip191' | 'eip1271';
    s: string;
    m?: string;
  };
}

/** What `verifyMessage` is given: the signed text and the wallet's signature. */
export interface SIWEVerifyMessageArgs {
  message: string;
  signature: string;
  cacao?: Cacao;
}

/** The app's sign-in calls (usually requests to its own server). */
export interface SIWEClientMethods {
  /** A fresh nonce, made by the server that will check it. */
  getNonce: (address?: string) => Promise<string>;
  /** The message fields that do not depend on the account (domain, uri, chains, statement, …). */
  getMessageParams?: () => Promise<SIWEMessageArgs>;
  /** The text the wallet signs; usually `formatMessage(args, args.address)`. */
  createMessage: (args: SIWECreateMessageArgs) => string;
  /** Checks the signature (usually on the server, which then starts the session); true when valid. */
  verifyMessage: (args: SIWEVerifyMessageArgs) => Promise<boolean>;
  /** The current session, or null when signed out. */
  getSession: () => Promise<SIWESession | null>;
  /** Ends the session; true when it ended. */
  signOut: () => Promise<boolean>;
  onSignIn?: (session?: SIWESession) => void;
  onSignOut?: () => void;
}

/** What `createSIWEConfig` takes: the methods and when the session ends. */
export interface SIWEConfig extends SIWEClientMethods {
  /** True (default) when declining to sign disconnects the wallet. */
  required?: boolean;
  enabled?: boolean;
  /** Accepted for AppKit's sake; the modal asks for a nonce per message. */
  nonceRefetchIntervalMs?: number;
  /** Accepted for AppKit's sake; the modal asks for the session on connect, reload and every account or network change. */
  sessionRefetchIntervalMs?: number;
  /** True (default): disconnecting the wallet signs out. */
  signOutOnDisconnect?: boolean;
  /** True (default): a session for another account than the connected one ends, and the new account is asked to sign. */
  signOutOnAccountChange?: boolean;
  /** True (default): a session for another network than the active one ends, and the account is asked to sign again. */
  signOutOnNetworkChange?: boolean;
}

/** The options of a {@link SIWEConfig} once defaults are applied. */
export interface SIWEClientOptions {
  required: boolean;
  enabled: boolean;
  nonceRefetchIntervalMs: number;
  sessionRefetchIntervalMs: number;
  signOutOnDisconnect: boolean;
  signOutOnAccountChange: boolean;
  signOutOnNetworkChange: boolean;
}

/** What {@link mapToSIWX} reads of a SIWE client (an `AppKitSIWEClient` has it). */
export interface SIWEClientParts {
  options: SIWEClientOptions;
  methods: SIWEClientMethods;
  getNonce(address?: string): Promise<string>;
  createMessage(args: SIWECreateMessageArgs): string;
}
