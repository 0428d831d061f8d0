// The Demo Phone Wallet's screen: pair field, account/chain pickers, prompts, sessions, activity.
import { el, short } from './dom.js';
import { canScan, scanQr } from './scan.js';
import { describeRequest, requestedChains } from './requests.js';
import type { PhoneWallet, Pending } from './wallet.js';

const CHAIN_NAMES: Record<number, string> = { 1: 'Ethereum', 10: 'OP Mainnet', 137: 'Polygon', 8453: 'Base', 11155111: 'Sepolia' };
/** Offered besides the session's chains, to show how a dapp reacts to a chain it does not support. */
const EXTRA_CHAINS = [11155111];

const chainName = (id: number): string => `${CHAIN_NAMES[id] ?? 'Chain'} (${id})`;

export interface ViewOptions {
  /** Chain id the local node serves (transactions work there only). */
  nodeChainId: number;
  /** Called with the account index / chain id after the user picks one, to remember it. */
  remember: (selection: { accountIndex: number; chainId: number }) => void;
}

export function mountView(root: HTMLElement, wallet: PhoneWallet, options: ViewOptions): void {
  const status = el('p', { className: 'pw-status', role: 'status' });
  const busy = new Set<string>();
  /** Runs a user action, reports its failure in the status line, and keeps its buttons disabled meanwhile. */
  const act = (key: string, action: () => Promise<unknown>): void => {
    if (busy.has(key)) return;
    busy.add(key);
    status.textContent = '';
    render();
    action()
      .catch((error: unknown) => (status.textContent = error instanceof Error ? error.message : String(error)))
      .finally(() => {
        busy.delete(key);
        render();
      });
  };

  const uri = el('textarea', { id: 'pw-uri', rows: 3, placeholder: 'wc:…@2?relay-protocol=irn&symKey=…', spellcheck: false });
  const pairButton = el('button', { type: 'button', className: 'pw-primary' }, 'Pair');
  const pair = (): void => act('pair', async () => {
    await wallet.pair(uri.value);
    uri.value = '';
  });
  pairButton.addEventListener('click', pair);
  const scanButton = el('button', { type: 'button', hidden: true }, 'Scan QR');
  scanButton.addEventListener('click', () => act('scan', async () => {
    const scanned = await scanQr();
    if (!scanned) return;
    uri.value = scanned;
    await wallet.pair(scanned);
    uri.value = '';
  }));
  void canScan().then(yes => (scanButton.hidden = !yes));

  const accountSelect = el('select', { id: 'pw-account' });
  wallet.accounts.forEach((account, index) => accountSelect.append(el('option', { value: String(index) }, `#${index} ${short(account.address)}`)));
  accountSelect.addEventListener('change', () => {
    const index = Number(accountSelect.value);
    options.remember({ accountIndex: index, chainId: wallet.chainId });
    act('account', () => wallet.setAccount(index));
  });
  const chainSelect = el('select', { id: 'pw-chain' });
  chainSelect.addEventListener('change', () => {
    const chainId = Number(chainSelect.value);
    options.remember({ accountIndex: wallet.accountIndex, chainId });
    act('chain', () => wallet.setChain(chainId));
  });
  const address = el('p', { className: 'address' });

  const pendingList = el('section', { className: 'pw-pending', ariaLabel: 'Requests waiting for you' });
  const sessionList = el('section', { className: 'pw-sessions', ariaLabel: 'Connected apps' });
  const activity = el('ol', { className: 'pw-log' });

  const pendingCard = (item: Pending): HTMLElement => {
    const key = `${item.kind}:${item.id}`;
    const buttons = [
      el('button', { type: 'button', className: 'pw-primary', disabled: busy.has(key), onclick: () => act(key, () => wallet.approve(item)) }, 'Approve'),
      el('button', { type: 'button', disabled: busy.has(key), onclick: () => act(key, () => wallet.reject(item)) }, 'Reject'),
    ];
    if (item.kind === 'proposal') {
      const { name, url } = item.proposal.proposer.metadata;
      const chains = requestedChains(item.proposal);
      return el('article', { className: 'pw-card' },
        el('h3', {}, `${name} wants to connect`),
        el('p', { className: 'pw-muted' }, url),
        el('p', {}, `Account #${wallet.accountIndex} ${short(wallet.account.address)} on ${chains.length ? chains.map(chainName).join(', ') : chainName(wallet.chainId)}`),
        el('div', { className: 'pw-actions' }, ...buttons));
    }
    const peer = wallet.sessions.find(s => s.topic === item.topic)?.peer.metadata.name ?? 'A dapp';
    return el('article', { className: 'pw-card' },
      el('h3', {}, el('code', {}, item.method)),
      el('p', { className: 'pw-muted' }, `${peer} · ${item.chainId}`),
      ...describeRequest(item.method, item.params).map(line => el('p', { className: 'pw-detail' }, line)),
      el('div', { className: 'pw-actions' }, ...buttons));
  };

  const sessionCard = (topic: string): HTMLElement => {
    const session = wallet.client.session.get(topic);
    const ns = session.namespaces['eip155'];
    const key = `disconnect:${topic}`;
    return el('article', { className: 'pw-card' },
      el('h3', {}, session.peer.metadata.name),
      el('p', { className: 'pw-muted' }, session.peer.metadata.url),
      el('p', {}, `Chains: ${(ns?.chains ?? []).join(', ')}`),
      el('button', { type: 'button', disabled: busy.has(key), onclick: () => act(key, () => wallet.disconnect(topic)) }, 'Disconnect'));
  };

  function render(): void {
    pairButton.disabled = busy.has('pair');
    scanButton.disabled = busy.has('scan') || busy.has('pair');
    accountSelect.value = String(wallet.accountIndex);
    const chains = [...new Set([options.nodeChainId, ...wallet.sessions.flatMap(s => (s.namespaces['eip155']?.chains ?? []).map(c => Number(c.split(':')[1]))), wallet.chainId, ...EXTRA_CHAINS])];
    const labels = chains.map(id => `${chainName(id)}${id === options.nodeChainId ? ' · local node' : ''}`);
    if ([...chainSelect.options].map(o => o.textContent).join('|') !== labels.join('|')) {
      chainSelect.replaceChildren(...chains.map((id, i) => el('option', { value: String(id) }, labels[i] ?? String(id))));
    }
    chainSelect.value = String(wallet.chainId);
    accountSelect.disabled = busy.has('account') || busy.has('chain');
    chainSelect.disabled = accountSelect.disabled;
    address.textContent = wallet.account.address;

    const pending = wallet.pending;
    pendingList.replaceChildren(el('h2', {}, 'Requests'), ...(pending.length ? pending.map(pendingCard) : [el('p', { className: 'pw-muted' }, 'Nothing waiting.')]));
    const sessions = wallet.sessions;
    sessionList.replaceChildren(el('h2', {}, 'Connected apps'), ...(sessions.length ? sessions.map(s => sessionCard(s.topic)) : [el('p', { className: 'pw-muted' }, 'None yet: pair with a dapp.')]));
    activity.replaceChildren(...wallet.log.map(line => el('li', {}, line)));
    document.title = pending.length ? `(${pending.length}) Demo Phone Wallet` : 'Demo Phone Wallet';
  }

  root.replaceChildren(
    el('h1', {}, 'Demo Phone Wallet'),
    el('p', { className: 'lead' }, 'The wallet side of WalletConnect, in a tab. Copy the link from the modal\'s QR view and pair.'),
    el('section', { className: 'pw-card pw-pair' },
      el('label', { htmlFor: 'pw-uri' }, 'WalletConnect link'),
      uri,
      el('div', { className: 'pw-actions' }, pairButton, scanButton)),
    el('section', { className: 'pw-card pw-identity' },
      el('label', {}, 'Account ', accountSelect),
      el('label', {}, 'Chain ', chainSelect),
      address),
    status,
    pendingList,
    sessionList,
    el('details', {}, el('summary', {}, 'Activity'), activity),
  );
  uri.addEventListener('keydown', event => {
    if (event.key === 'Enter' && !event.shiftKey) {
      event.preventDefault();
      pair();
    }
  });
  wallet.onChange = render;
  render();
}
