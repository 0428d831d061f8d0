import { $chain } from '../core/index.js';
import type { CaipNetworkId } from '../core/index.js';
import type { SIWXMessageData } from '../core/siwx/index.js';
import { SIWXMessenger } from './siwx-messenger.js';
import type { SIWXMessengerParams } from './siwx-messenger.js';

/** Options of {@link InformalMessenger}. */
export interface InformalMessengerParams extends SIWXMessengerParams {
  /** Write `Chain ID: 1` rather than `Chain ID: eip155:1` (as EIP-4361 itself does). */
  clearChainIdNamespace?: boolean;
}

/**
 * Messages in EIP-4361's informal template, for any chain, as AppKit's `InformalMessenger`:
 * "{domain} wants you to sign in with your {network} account:", the address, the statement, then one
 * `Field: value` line each (URI, Version, Chain ID, Nonce, Issued At, Expiration Time, Not Before, Request ID,
 * Resources).
 */
export class InformalMessenger extends SIWXMessenger {
  protected readonly version = '1';
  private readonly clearChainIdNamespace: boolean;

  constructor({ clearChainIdNamespace = false, ...params }: InformalMessengerParams) {
    super(params);
    this.clearChainIdNamespace = clearChainIdNamespace;
  }

  /** The configured network's name for `chainId` (e.g. "Ethereum"), if the app configured it. */
  protected getNetworkName(chainId: CaipNetworkId): string | undefined {
    return $chain.get().networks.find(network => network.caipNetworkId === chainId)?.name;
  }

  protected stringify(data: SIWXMessageData): string {
    const chainId = this.clearChainIdNamespace ? data.chainId.split(':')[1] : data.chainId;
    const lines = [
      `${data.domain} wants you to sign in with your ${this.getNetworkName(data.chainId as CaipNetworkId) ?? data.chainId} account:`,
      data.accountAddress,
      data.statement ? `\n${data.statement}\n` : '',
      `URI: ${data.uri}`,
      `Version: ${data.version}`,
      `Chain ID: ${chainId}`,
      `Nonce: ${data.nonce}`,
      data.issuedAt && `Issued At: ${data.issuedAt}`,
      data.expirationTime && `Expiration Time: ${data.expirationTime}`,
      data.notBefore && `Not Before: ${data.notBefore}`,
      data.requestId && `Request ID: ${data.requestId}`,
      data.resources?.length ? ['Resources:', ...data.resources.map(resource => `- ${resource}`)].join('\n') : undefined,
    ];
    return lines.filter((line): line is string => typeof line === 'string').join('\n').trim();
  }
}
