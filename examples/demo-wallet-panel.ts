// Floating panel for `?wallet=manual`: plays the wallet's UI (approve/reject prompts, switch account).
// Built with DOM calls only (no innerHTML, no inline script) so it runs under the demo's CSP.
// It is a <dialog> in its corner. While the modal is open the panel lives inside it, in its `secure-frame` slot
// (the place the library keeps for a wallet's own UI), so both stay usable: opening the panel modally above the
// modal would make the modal inert until the prompt is answered. While the modal is closed, a waiting prompt
// opens the panel modally, as an extension's popup window would.
import type { DemoWallet } from './demo-wallet.js';

function el<K extends keyof HTMLElementTagNameMap>(tag: K, props: Record<string, unknown> = {}, ...children: (Node | string)[]): HTMLElementTagNameMap[K] {
  const node: HTMLElementTagNameMap[K] = Object.assign(document.createElement(tag), props);
  node.append(...children);
  return node;
}

const short = (address: string): string => `${address.slice(0, 6)}…${address.slice(-4)}`;

export function mountWalletPanel(wallet: DemoWallet): void {
  const panel = el('dialog', { className: 'demo-wallet-panel', ariaLabel: 'Demo Wallet' });
  // A prompt is answered with its buttons, not dismissed with Escape.
  panel.addEventListener('cancel', event => {
    if (wallet.pendingRequests.length > 0) event.preventDefault();
  });
  const modalHost = (): HTMLElement | null => document.querySelector('w3m-modal');
  const modalOpen = (): boolean => Boolean(modalHost()?.shadowRoot?.querySelector('dialog[open]'));
  const place = (prompt: boolean): void => {
    const host = modalHost();
    const inModal = Boolean(host && modalOpen());
    const parent = inModal ? host! : document.body;
    if (panel.parentElement !== parent) {
      if (panel.open) panel.close();
      if (inModal) panel.slot = 'secure-frame';
      else panel.removeAttribute('slot');
      parent.append(panel);
    }
    const modal = !inModal && prompt;
    if (panel.open && panel.matches(':modal') === modal) return;
    if (panel.open) panel.close();
    if (modal) panel.showModal();
    else panel.show();
  };
  // The modal opening or closing moves the panel in or out of it.
  let watched: ShadowRoot | undefined;
  const watchModal = (): void => {
    const root = modalHost()?.shadowRoot ?? undefined;
    if (!root || root === watched) return;
    watched = root;
    new MutationObserver(() => place(wallet.pendingRequests.length > 0)).observe(root, { subtree: true, attributes: true, attributeFilter: ['open'] });
  };
  new MutationObserver(watchModal).observe(document.body, { childList: true, subtree: true });
  const render = (): void => {
    const pending = wallet.pendingRequests;
    const list = el('ul');
    pending.forEach((request, index) => {
      const item = el('li', {}, el('code', {}, request.method));
      if (index === 0) {
        item.append(
          el('button', { type: 'button', onclick: () => void wallet.approveNext().finally(render) }, 'Approve'),
          el('button', { type: 'button', onclick: () => { wallet.rejectNext(); render(); } }, 'Reject')
        );
      }
      list.append(item);
    });
    const select: HTMLSelectElement = el('select', { ariaLabel: 'Account', onchange: () => wallet.setAccounts(select.selectedIndex) });
    const selected = wallet.exposedAddresses[0];
    for (const account of wallet.accounts) {
      select.append(el('option', { value: account.address, selected: account.address === selected }, short(account.address)));
    }
    panel.replaceChildren(
      el('strong', {}, 'Demo Wallet'),
      pending.length ? list : el('p', {}, 'No pending requests'),
      el('label', {}, 'Account ', select)
    );
    watchModal();
    if (panel.isConnected) place(pending.length > 0);
  };
  wallet.onActivity = render;
  document.body.append(panel);
  render();
}
