/**
 * `w3m-modal/siwe`: the counterpart of AppKit's `@reown/appkit-siwe`. `createSIWEConfig` builds the `siweConfig`
 * the modal signs in through (src/siwx's flow, via `mapToSIWX`); the helpers write and read EIP-4361 messages and
 * verify signatures. No DOM and no modal code: a server imports it as well as a page.
 */
export { AppKitSIWEClient, createSIWEConfig } from './client.js';
export { mapToSIWX } from './map-to-siwx.js';
export { formatMessage, getAddressFromMessage, getChainIdFromMessage, getDidAddress, getDidChainId } from './message.js';
export type { SIWEFormatMessageParams } from './message.js';
export { verifySignature } from './verify.js';
export type { SIWEVerifySignatureParams } from './verify.js';
export type {
  SIWEClientMethods,
  SIWEClientOptions,
  SIWEClientParts,
  SIWEConfig,
  SIWECreateMessageArgs,
  SIWEMessageArgs,
  SIWESession,
  SIWEVerifyMessageArgs,
} from './types.js';
