import { $modal, showModal, closeModal, $router, goBack, navigate, showToast, openModal } from '../../core/modal/index.js';
import { msg } from '../../core/messages.js';
import type { Eip1193Provider } from '../../core/types.js';
import { ERRORS, NOT_ALLOWED_DELAY_MS, SAFE_RPC_METHODS, isAllowedRpcMethod } from './constants.js';
import type { AuthSession } from './auth-session.js';
import type { RpcRequest } from './schemas.js';

/** An EIP-1193 error: `code` as wallets use it (4001 rejected, 4200 unsupported method). */
export class AuthRpcError extends Error {
  override name = 'AuthRpcError';
  constructor(
    message: string,
    readonly code: number
  ) {
    super(message);
  }
}

type Listener = (...args: any[]) => void;

/**
 * The embedded wallet as an EIP-1193 provider (spec section 6). Safe methods go straight to the frame;
 * signing and sending methods open ApproveTransaction, where the frame shows its own approval UI; anything
 * outside the allowed list is refused, and the modal opens to say so. Closing the modal or leaving the
 * approval view aborts the requests waiting there.
 */
export class AuthProvider implements Eip1193Provider {
  private readonly listeners = new Map<string, Set<Listener>>();
  private approvals = 0;
  private readonly stop: () => void;

  constructor(
    private readonly session: AuthSession,
    private readonly account: () => { address: string | undefined; chainId: number | string | undefined },
    private readonly onChainSwitched: (chainId: string | number) => void = () => undefined
  ) {
    const abortIfLeft = (): void => {
      if ($modal.get().open && $router.get().view === 'ApproveTransaction') return;
      // A closed modal keeps its last view mounted: the frame must not stay laid over the page.
      session.frame.hide();
      if (this.approvals > 0) session.frame.abortRpcRequests();
    };
    const offModal = $modal.listen(abortIfLeft);
    const offRouter = $router.listen(abortIfLeft);
    this.stop = () => {
      offModal();
      offRouter();
    };
  }

  async request({ method, params }: { method: string; params?: unknown }): Promise<unknown> {
    const { address, chainId } = this.account();
    if (method === 'eth_accounts' || method === 'eth_requestAccounts') return address ? [address] : [];
    if (method === 'eth_chainId' && chainId !== undefined) return `0x${Number(chainId).toString(16)}`;
    if (method === 'wallet_switchEthereumChain') return this.switchChain(params);
    if (!isAllowedRpcMethod(method)) {
      this.refuse();
      throw new AuthRpcError(ERRORS.notAllowed, 4200);
    }
    const request = { method, ...(params === undefined ? {} : { params }), ...(chainId === undefined ? {} : { chainId }) } as RpcRequest;
    if (SAFE_RPC_METHODS.has(method)) return this.session.rpcRequest(request);
    this.openApproval();
    try {
      return await this.session.rpcRequest(request);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      throw new AuthRpcError(message, /reject/i.test(message) ? 4001 : message === ERRORS.rpcAborted ? 4001 : -32603);
    } finally {
      this.closeApproval();
    }
  }

  /** An app asking the provider to switch: the frame has its own event for that (SWITCH_NETWORK). */
  private async switchChain(params: unknown): Promise<null> {
    const hex = (Array.isArray(params) ? (params[0] as { chainId?: unknown } | undefined)?.chainId : undefined) as unknown;
    if (typeof hex !== 'string' || !/^0x[0-9a-fA-F]{1,16}$/.test(hex)) throw new AuthRpcError('Invalid chainId', -32602);
    const chainId = await this.session.switchNetwork(Number.parseInt(hex, 16));
    this.onChainSwitched(chainId);
    this.emit('chainChanged', `0x${Number(chainId).toString(16)}`);
    return null;
  }

  /** The modal opens (or stays) and, once it has settled, says why nothing happened. */
  private refuse(): void {
    if (!$modal.get().open) openModal();
    setTimeout(() => showToast('error', msg('error.rpcNotAllowed', 'Requested RPC call is not allowed')), NOT_ALLOWED_DELAY_MS);
  }

  private openApproval(): void {
    this.approvals += 1;
    if ($router.get().view === 'ApproveTransaction' && $modal.get().open) return;
    if ($modal.get().open) navigate('ApproveTransaction');
    else showModal('ApproveTransaction');
  }

  private closeApproval(): void {
    this.approvals -= 1;
    if (this.approvals > 0 || $router.get().view !== 'ApproveTransaction' || !$modal.get().open) return;
    if ($router.get().history.length > 1) goBack();
    else closeModal({ force: true });
  }

  get pendingApprovals(): number {
    return this.approvals;
  }

  on(event: string, listener: Listener): this {
    let set = this.listeners.get(event);
    if (!set) this.listeners.set(event, (set = new Set()));
    set.add(listener);
    return this;
  }

  removeListener(event: string, listener: Listener): this {
    this.listeners.get(event)?.delete(listener);
    return this;
  }

  emit(event: string, ...args: unknown[]): void {
    this.listeners.get(event)?.forEach(listener => listener(...args));
  }

  dispose(): void {
    this.stop();
    this.listeners.clear();
  }
}
