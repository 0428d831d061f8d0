// The wallet side of WalletConnect in a browser tab: the official @walletconnect/sign-client, real keys
// (anvil's test mnemonic) and the local node. It stands in for a phone wallet app scanning the modal's QR code.
// Nothing leaves 127.0.0.1: telemetry is off and Verify (attestation look-ups) is stubbed on the wallet's Core.
import { Core } from '@walletconnect/core';
import { SignClient } from '@walletconnect/sign-client';
import type { ProposalTypes, SessionTypes } from '@walletconnect/types';
import { createWalletClient, http } from 'viem';
import type { LocalAccount } from 'viem';
import { mnemonicAccounts, TEST_MNEMONIC } from '../../test/fixtures/wallet-core.js';
import { PROMPT_METHODS, SILENT_METHODS, approvedNamespaces, caip2, messageText, viemTransaction } from './requests.js';
import type { RpcTransaction } from './requests.js';

type Client = InstanceType<typeof SignClient>;

/** Own prefix: the dapp tab (same origin, same IndexedDB) keeps its keys under `w3m`. */
export const STORAGE_PREFIX = 'w3m-phone-wallet';
/** Accounts offered in the account picker. */
export const ACCOUNT_COUNT = 5;
const USER_REJECTED = { code: 5000, message: 'User rejected.' };
const USER_DISCONNECTED = { code: 6000, message: 'User disconnected.' };

export type Pending =
  | { kind: 'proposal'; id: number; proposal: ProposalTypes.Struct }
  | { kind: 'request'; id: number; topic: string; method: string; params: unknown; chainId: string };

export interface PhoneWalletOptions {
  relayUrl: string;
  rpcUrl: string;
  projectId: string;
  accountIndex: number;
  chainId: number;
}

class RpcError extends Error {
  constructor(readonly code: number, message: string) {
    super(message);
  }
}

export class PhoneWallet {
  readonly accounts: LocalAccount[] = mnemonicAccounts(TEST_MNEMONIC, ACCOUNT_COUNT);
  accountIndex: number;
  chainId: number;
  pending: Pending[] = [];
  /** Newest first; what happened, for the activity list. */
  readonly log: string[] = [];
  onChange: () => void = () => undefined;

  private constructor(readonly client: Client, private readonly options: PhoneWalletOptions) {
    this.accountIndex = options.accountIndex;
    this.chainId = options.chainId;
  }

  static async start(options: PhoneWalletOptions): Promise<PhoneWallet> {
    const core = new Core({ projectId: options.projectId, relayUrl: options.relayUrl, customStoragePrefix: STORAGE_PREFIX, telemetryEnabled: false, logger: 'silent' });
    // Offline the SDK would ask verify.walletconnect.org about every proposal and request.
    core.verify.resolve = async () => undefined as never;
    core.verify.register = async () => '';
    const client = await SignClient.init({
      core,
      logger: 'silent',
      telemetryEnabled: false,
      metadata: { name: 'Demo Phone Wallet', description: 'WalletConnect wallet for the w3m-modal demo', url: location.origin, icons: [] },
      // Without it the SDK waits 1 s after each respond() before it hands out the next request.
      signConfig: { disableRequestQueue: true },
    });
    const wallet = new PhoneWallet(client, options);
    wallet.listen();
    // Requests that arrived while the tab was closed are kept by the SDK.
    for (const r of client.pendingRequest.getAll()) wallet.arrive(r.id, r.topic, r.params.request.method, r.params.request.params, r.params.chainId);
    return wallet;
  }

  get account(): LocalAccount {
    const account = this.accounts[this.accountIndex] ?? this.accounts[0];
    if (!account) throw new Error('no account');
    return account;
  }

  get sessions(): SessionTypes.Struct[] {
    return this.client.session.getAll();
  }

  async pair(uri: string): Promise<void> {
    const trimmed = uri.trim();
    if (!/^wc:[0-9a-f]+@2\?/i.test(trimmed)) throw new Error('Not a WalletConnect v2 link (wc:…@2?…)');
    this.note('Pairing…');
    await this.client.pair({ uri: trimmed });
  }

  async approve(item: Pending): Promise<void> {
    this.remove(item);
    if (item.kind === 'proposal') {
      const namespaces = approvedNamespaces(item.proposal, this.account.address, this.chainId);
      const { acknowledged } = await this.client.approve({ id: item.id, namespaces });
      const session = await acknowledged();
      this.note(`Connected to ${session.peer.metadata.name}`);
      return;
    }
    try {
      const result = await this.answer(item.method, item.params);
      await this.client.respond({ topic: item.topic, response: { id: item.id, jsonrpc: '2.0', result } });
      this.note(`Approved ${item.method}`);
    } catch (error) {
      const e = error as { code?: number; shortMessage?: string; message?: string };
      const message = e.shortMessage ?? e.message ?? String(error);
      await this.client.respond({ topic: item.topic, response: { id: item.id, jsonrpc: '2.0', error: { code: e.code ?? -32603, message } } });
      this.note(`${item.method} failed: ${message}`);
    }
  }

  async reject(item: Pending): Promise<void> {
    this.remove(item);
    if (item.kind === 'proposal') await this.client.reject({ id: item.id, reason: USER_REJECTED });
    else await this.client.respond({ topic: item.topic, response: { id: item.id, jsonrpc: '2.0', error: { code: 4001, message: 'User rejected the request.' } } });
    this.note(item.kind === 'proposal' ? 'Rejected the connection' : `Rejected ${item.method}`);
  }

  /** Makes `index` the account of every session and tells the dapps (accountsChanged, CAIP-10 like the SDK expects). */
  async setAccount(index: number): Promise<void> {
    this.accountIndex = index;
    await this.includeInSessions();
    for (const s of this.sessions) {
      await this.client.emit({ topic: s.topic, chainId: caip2(this.chainId), event: { name: 'accountsChanged', data: [`${caip2(this.chainId)}:${this.account.address}`] } });
    }
    this.note(`Account #${index} selected`);
  }

  /** Moves every session to `chainId` (adding it to the session first if the dapp did not get it yet). */
  async setChain(chainId: number): Promise<void> {
    this.chainId = chainId;
    await this.includeInSessions();
    for (const s of this.sessions) {
      await this.client.emit({ topic: s.topic, chainId: caip2(chainId), event: { name: 'chainChanged', data: chainId } });
    }
    this.note(`Chain ${chainId} selected`);
  }

  async disconnect(topic: string): Promise<void> {
    const name = this.client.session.get(topic).peer.metadata.name;
    await this.client.disconnect({ topic, reason: USER_DISCONNECTED });
    this.pending = this.pending.filter(p => p.kind !== 'request' || p.topic !== topic);
    this.note(`Disconnected from ${name}`);
  }

  /** Adds the current chain and account to every session that lacks them (the SDK rejects emit() otherwise). */
  private async includeInSessions(): Promise<void> {
    const chain = caip2(this.chainId);
    const account = `${chain}:${this.account.address}`;
    for (const s of this.sessions) {
      const ns = s.namespaces['eip155'];
      if (!ns || (ns.chains?.includes(chain) && ns.accounts[0] === account)) continue;
      const chains = [...new Set([...(ns.chains ?? []), chain])];
      // The current account first on each chain: the dapp reads the first one as the selected account.
      const accounts = [...new Set([...chains.map(c => `${c}:${this.account.address}`), ...ns.accounts])];
      const { acknowledged } = await this.client.update({ topic: s.topic, namespaces: { ...s.namespaces, eip155: { ...ns, chains, accounts } } });
      await acknowledged();
    }
  }

  private async answer(method: string, params: unknown): Promise<unknown> {
    const list = Array.isArray(params) ? (params as unknown[]) : [];
    const account = this.account;
    switch (method) {
      case 'eth_chainId':
        return `0x${this.chainId.toString(16)}`;
      case 'eth_accounts':
      case 'eth_requestAccounts':
        return [account.address];
      case 'personal_sign': {
        if (String(list[1]).toLowerCase() !== account.address.toLowerCase()) throw new RpcError(4100, 'Not the selected account');
        const message = list[0];
        return account.signMessage({ message: typeof message === 'string' && /^0x[0-9a-f]*$/i.test(message) ? { raw: message as `0x${string}` } : messageText(message) });
      }
      case 'eth_signTypedData_v4': {
        const json = list[1];
        return account.signTypedData(typeof json === 'string' ? JSON.parse(json) : json);
      }
      case 'eth_sendTransaction': {
        const tx = (list[0] ?? {}) as RpcTransaction;
        if (tx.from && tx.from.toLowerCase() !== account.address.toLowerCase()) throw new RpcError(4100, 'Not the selected account');
        const wallet = createWalletClient({ account, transport: http(this.options.rpcUrl) });
        const nodeChain = await wallet.getChainId();
        if (nodeChain !== this.chainId) throw new RpcError(4901, `The local node serves chain ${nodeChain}, not ${this.chainId}`);
        // The fields come from the dapp: viem's per-type unions (legacy / 1559 / blob) cannot be checked statically here.
        return wallet.sendTransaction({ ...viemTransaction(tx), account, chain: null } as Parameters<typeof wallet.sendTransaction>[0]);
      }
      case 'wallet_switchEthereumChain': {
        const id = Number((list[0] as { chainId?: string } | undefined)?.chainId);
        if (!Number.isSafeInteger(id) || id <= 0) throw new RpcError(-32602, 'Invalid chainId');
        await this.setChain(id);
        return null;
      }
      default:
        throw new RpcError(4200, `Unsupported method ${method}`);
    }
  }

  private listen(): void {
    this.client.on('session_proposal', ({ id, params }) => {
      this.pending.push({ kind: 'proposal', id, proposal: params });
      this.note(`Connection request from ${params.proposer.metadata.name}`);
    });
    this.client.on('session_request', ({ id, topic, params }) => this.arrive(id, topic, params.request.method, params.request.params, params.chainId));
    this.client.on('session_delete', ({ topic }) => {
      this.pending = this.pending.filter(p => p.kind !== 'request' || p.topic !== topic);
      this.note('The dapp disconnected');
    });
    this.client.on('proposal_expire', ({ id }) => {
      this.pending = this.pending.filter(p => p.kind !== 'proposal' || p.id !== id);
      this.note('A connection request expired');
    });
    this.client.on('session_request_expire', ({ id }) => {
      this.pending = this.pending.filter(p => p.kind !== 'request' || p.id !== id);
      this.note('A request expired');
    });
    this.client.on('session_expire', () => this.note('A session expired'));
  }

  private arrive(id: number, topic: string, method: string, params: unknown, chainId: string): void {
    if (this.pending.some(p => p.id === id)) return;
    const item: Pending = { kind: 'request', id, topic, method, params, chainId };
    if (PROMPT_METHODS.includes(method)) {
      this.pending.push(item);
      this.note(`Request: ${method}`);
    } else if (SILENT_METHODS.includes(method)) {
      this.pending.push(item);
      void this.approve(item);
    } else {
      this.pending.push(item);
      void this.answerUnsupported(item);
    }
  }

  private async answerUnsupported(item: Pending): Promise<void> {
    if (item.kind !== 'request') return;
    this.remove(item);
    await this.client.respond({ topic: item.topic, response: { id: item.id, jsonrpc: '2.0', error: { code: 4200, message: `Unsupported method ${item.method}` } } });
    this.note(`Refused unsupported ${item.method}`);
  }

  private remove(item: Pending): void {
    this.pending = this.pending.filter(p => p !== item && !(p.kind === item.kind && p.id === item.id));
  }

  private note(line: string): void {
    this.log.unshift(`${new Date().toLocaleTimeString()} ${line}`);
    this.log.length = Math.min(this.log.length, 20);
    this.onChange();
  }
}
