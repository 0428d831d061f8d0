// Floating panel for `?wallet=manual`: plays the wallet's UI (approve/reject prompts, switch account).
// Built with DOM calls only (no innerHTML, no inline script) so it runs under the demo's CSP.
// It is a <dialog>: while a prompt waits it opens modally above the (modal) <w3m-modal>, as an
// extension's popup window would; otherwise it stays open non-modally in its corner.
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
  const place = (modal: boolean): void => {
    if (panel.open && panel.matches(':modal') === modal) return;
    if (panel.open) panel.close();
    if (modal) panel.showModal();
    else panel.show();
  };
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
    if (panel.isConnected) place(pending.length > 0);
  };
  wallet.onActivity = render;
  document.body.append(panel);
  render();
}
