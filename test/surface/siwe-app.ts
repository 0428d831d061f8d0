// Type-level test (checked by `npm run typecheck`, which includes test/): an AppKit SIWE app's code, written as
// @reown/appkit-siwe's declarations type it, compiles against w3m-modal/siwe with only the import renamed: the
// page's siweConfig passed to createAppKit (with `chains: [mainnet.id]`, a number as on a viem chain), and a server
// handler's verification.
import { createAppKit } from '../../src/index.js';
import { mainnet } from '../../src/networks/index.js';
import {
  createSIWEConfig,
  formatMessage,
  getAddressFromMessage,
  getChainIdFromMessage,
  verifySignature,
  type SIWECreateMessageArgs,
  type SIWEConfig,
  type SIWESession,
  type SIWEVerifyMessageArgs,
} from '../../src/siwe/index.js';

const methods: SIWEConfig = {
  getMessageParams: async () => ({ domain: 'game.example', uri: 'https://game.example', chains: [mainnet.id], statement: 'Sign in' }),
  createMessage: ({ address, ...args }: SIWECreateMessageArgs) => formatMessage(args, address),
  getNonce: async () => 'nonce',
  verifyMessage: async ({ message, signature }: SIWEVerifyMessageArgs) => message.length > 0 && signature.length > 0,
  getSession: async (): Promise<SIWESession | null> => ({ address: '0x0000000000000000000000000000000000000001', chainId: 1 }),
  signOut: async () => true,
  signOutOnNetworkChange: false,
};

export function startSignedInGame(): void {
  createAppKit({ projectId: 'p', networks: [mainnet], siweConfig: createSIWEConfig(methods) });
}

/** What an Express (or next-auth) handler does with the body a page posted. */
export async function handleVerify(body: { message: string; signature: string }): Promise<SIWESession | null> {
  const address = getAddressFromMessage(body.message);
  const chainId = getChainIdFromMessage(body.message);
  const valid: boolean = await verifySignature({ address, message: body.message, signature: body.signature, chainId, projectId: 'p' });
  return valid ? { address, chainId: Number(chainId.split(':')[1]) } : null;
}
