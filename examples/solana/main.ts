// The SolanaAdapter as an AppKit Solana app uses it (repo paths for `w3m-modal/react`, `w3m-modal/solana` and
// `w3m-modal/networks`), with a demo Wallet Standard wallet whose ed25519 key and approval stay in this browser's
// storage, on the local Solana runtime `npm start` runs (litesvm behind JSON-RPC): every signature and transfer is
// real.
import { ed25519 } from '@noble/curves/ed25519.js';
import { Keypair, LAMPORTS_PER_SOL, PublicKey, SystemProgram, Transaction } from '@solana/web3.js';
import { createAppKit } from '../../src/index.js';
import { SolanaAdapter } from '../../src/solana.js';
import type { Provider } from '../../src/solana.js';
import { $solanaConnection } from '../../src/connectors/solana/connection.js';
import { solana } from '../../src/networks/index.js';
import { createFixtureSolanaWallet, registerFixtureWallet } from '../../test/fixtures/solana/wallet-standard-wallet.js';
import { BLOCKCHAIN_API_URL, LOCAL_DIRECTORY, PROJECT_ID, SOLANA_RPC_URL } from '../demo-env.js';
import { exposeModal } from '../dev-handle.js';

const KEY_STORAGE = 'w3m-demo:solana-key';
const storedKey = localStorage.getItem(KEY_STORAGE);
const secret = storedKey ? Uint8Array.from(atob(storedKey), c => c.charCodeAt(0)) : ed25519.utils.randomSecretKey();
localStorage.setItem(KEY_STORAGE, btoa(String.fromCharCode(...secret)));
// The wallet remembers that the player approved this site, as an extension does: after a reload the page's session
// comes back without asking again, until the player disconnects.
const APPROVAL_STORAGE = 'w3m-demo:solana-approved';
const wallet = createFixtureSolanaWallet('Demo Solana Wallet', secret, {
  approved: () => localStorage.getItem(APPROVAL_STORAGE) === 'yes',
  remember: approved => (approved ? localStorage.setItem(APPROVAL_STORAGE, 'yes') : localStorage.removeItem(APPROVAL_STORAGE)),
});
wallet.rpcUrl = SOLANA_RPC_URL;
registerFixtureWallet(wallet);

async function rpc<T>(method: string, params: unknown[]): Promise<T> {
  const answer = await fetch(SOLANA_RPC_URL, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }) });
  return ((await answer.json()) as { result: T }).result;
}
// A fresh demo key gets 2 SOL from the local runtime.
if ((await rpc<{ value: number }>('getBalance', [wallet.address])).value === 0) await rpc('requestAirdrop', [wallet.address, 2 * LAMPORTS_PER_SOL]);

// `?send=on` turns on AppKit's Send feature: the account view's Send button and its flow, with the account's SOL and
// SPL balances read from the local runtime and the transfers it executes; and the activity tab, whose history the
// local blockchain-data server reads from the runtime's ledger.
const sendOn = new URLSearchParams(location.search).get('send') === 'on';

const appKit = createAppKit({
  projectId: PROJECT_ID,
  networks: [solana],
  adapters: [new SolanaAdapter()],
  enableWalletConnect: false,
  customRpcUrls: { [solana.caipNetworkId]: [{ url: SOLANA_RPC_URL }] },
  metadata: { name: 'Solana demo', description: 'w3m-modal with the SolanaAdapter', url: location.origin, icons: [] },
  ...LOCAL_DIRECTORY,
  ...(sendOn ? { features: { send: true, history: true }, ...(BLOCKCHAIN_API_URL ? { blockchainApiUrl: BLOCKCHAIN_API_URL } : {}) } : {}),
});
// `window.modal` is the instance in the console, as on the other demo pages (examples/dev-handle.ts).
exposeModal();

const [sign, send] = ['sign', 'send'].map(id => document.getElementById(id) as HTMLButtonElement);
const result = document.getElementById('result')!;
const provider = (): Provider | undefined => appKit.getWalletProvider() as Provider | undefined;
appKit.subscribeAccount(account => {
  sign!.disabled = send!.disabled = !account.isConnected;
});

sign!.addEventListener('click', async () => {
  const message = new TextEncoder().encode('Hello from the Solana demo');
  const signature = await provider()!.signMessage(message);
  result.textContent = `signature valid: ${ed25519.verify(signature, message, wallet.publicKey)}`;
});

send!.addEventListener('click', async () => {
  const connection = $solanaConnection.get()!;
  const payer = provider()!.publicKey!;
  const { blockhash } = await connection.getLatestBlockhash();
  const to = new PublicKey(Keypair.generate().publicKey);
  const rent = await connection.getMinimumBalanceForRentExemption(0);
  const transfer = new Transaction({ feePayer: payer, recentBlockhash: blockhash })
    .add(SystemProgram.transfer({ fromPubkey: payer, toPubkey: to, lamports: Math.max(rent, LAMPORTS_PER_SOL / 1000) }));
  result.textContent = `sent: ${await provider()!.sendTransaction(transfer, connection)}`;
});
