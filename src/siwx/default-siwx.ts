import { bytesToHex } from 'viem';
import { BIP122Verifier } from './bip122-verifier.js';
import { EIP155Verifier } from './eip155-verifier.js';
import { InformalMessenger } from './informal-messenger.js';
import { LocalStorage } from './local-storage.js';
import { SIWXConfig } from './siwx-config.js';
import type { SIWXConfigParams } from './siwx-config.js';
import { SolanaVerifier } from './solana-verifier.js';

/** A random 96-bit nonce in hex: enough that two messages never share one. */
const randomNonce = async (): Promise<string> => bytesToHex(crypto.getRandomValues(new Uint8Array(12))).slice(2);

/**
 * AppKit's `DefaultSIWX` (from `@reown/appkit-siwx`): sign-in sessions checked in the page and kept in
 * `localStorage`. By default an {@link InformalMessenger} for this page's host and address, the EVM, Solana and
 * Bitcoin verifiers, and a {@link LocalStorage} under `@appkit/siwx`; any part can be replaced.
 *
 * ```ts
 * import { DefaultSIWX } from 'w3m-modal/siwx';
 * createAppKit({ networks, siwx: new DefaultSIWX({ required: false }) });
 * ```
 *
 * (The main entry's `DefaultSIWX` is the modal's own EIP-4361 implementation, with flat options; this one takes
 * AppKit's parts.)
 */
export class DefaultSIWX extends SIWXConfig {
  constructor(params: Partial<SIWXConfigParams> = {}) {
    super({
      messenger:
        params.messenger ??
        new InformalMessenger({
          domain: typeof location === 'undefined' ? 'Unknown Domain' : location.host,
          uri: typeof location === 'undefined' ? 'Unknown URI' : location.href,
          getNonce: randomNonce,
        }),
      verifiers: params.verifiers ?? [new EIP155Verifier(), new SolanaVerifier(), new BIP122Verifier()],
      storage: params.storage ?? new LocalStorage({ key: '@appkit/siwx' }),
      ...(params.required === undefined ? {} : { required: params.required }),
    });
  }
}
