// The plain HTML demo's developer panel: one button per view `open({ view })` reaches here, each calling the
// instance the page holds (`window.modal`, examples/dev-handle.ts) exactly as an app would.
import type { AppKit } from '../src/index.js';

type OpenView = NonNullable<Parameters<AppKit['open']>[0]>['view'];

/**
 * The views of AppKit 1.7.4's `open` that this modal builds on this page: Account once a wallet is connected,
 * the WalletConnect QR because the page turns WalletConnect on. The others (Swap, OnRampProviders, …) open the
 * closest view, so a button for them would show nothing new.
 */
const VIEWS: { view: NonNullable<OpenView>; needsAccount?: boolean }[] = [
  { view: 'Connect' },
  { view: 'AllWallets' },
  { view: 'Networks' },
  { view: 'ConnectingWalletConnectBasic' },
  { view: 'Account', needsAccount: true },
];

/** Fills `panel` with the buttons; Account stays disabled until a wallet is connected. */
export function mountDevPanel(panel: HTMLElement, modal: () => AppKit | undefined): void {
  const list = document.createElement('ul');
  const accountButtons: HTMLButtonElement[] = [];
  for (const { view, needsAccount } of VIEWS) {
    const button = document.createElement('button');
    button.type = 'button';
    button.className = 'dev-panel-open';
    button.textContent = view;
    button.dataset['view'] = view;
    button.addEventListener('click', () => {
      modal()?.open({ view }).catch(console.error);
    });
    if (needsAccount) {
      button.disabled = true;
      button.title = 'Connect a wallet first';
      accountButtons.push(button);
    }
    const item = document.createElement('li');
    item.append(button);
    list.append(item);
  }
  panel.append(list);

  let unsubscribe: (() => void) | undefined;
  const follow = (): void => {
    const instance = modal();
    if (!instance) return;
    unsubscribe?.();
    const update = (connected: boolean): void => accountButtons.forEach(button => (button.disabled = !connected));
    update(instance.getIsConnectedState());
    unsubscribe = instance.subscribeAccount(account => update(account.isConnected));
  };
  // The `<w3m-modal project-id>` tag creates the instance when it upgrades, after this module has run.
  customElements.whenDefined('w3m-modal').then(async () => {
    await document.querySelector('w3m-modal')?.updateComplete;
    follow();
  }, console.error);
}
