/**
 * `w3m-modal/siwx`: the counterpart of AppKit's `@reown/appkit-siwx`. `DefaultSIWX` (a messenger, verifiers and
 * a storage, each replaceable), the base classes to write one's own, and `ReownAuthentication`, the hosted sign-in.
 */
export { SIWXConfig } from './siwx-config.js';
export type { SIWXConfigParams } from './siwx-config.js';
export { SIWXMessenger } from './siwx-messenger.js';
export type { SIWXMessengerParams } from './siwx-messenger.js';
export type { SIWXStorage } from './siwx-storage.js';
export { SIWXVerifier } from './siwx-verifier.js';
export { InformalMessenger } from './informal-messenger.js';
export type { InformalMessengerParams } from './informal-messenger.js';
export { EIP155Verifier } from './eip155-verifier.js';
export { SolanaVerifier } from './solana-verifier.js';
export { BIP122Verifier } from './bip122-verifier.js';
export { LocalStorage } from './local-storage.js';
export { DefaultSIWX } from './default-siwx.js';
export { ReownAuthentication, CloudAuthSIWX, REOWN_AUTH_API_URL } from './reown-authentication.js';
export type { ReownAuthenticationParams, ReownSessionAccount } from './reown-authentication.js';
export type { SIWXMessage, SIWXSession } from '../core/siwx/index.js';
