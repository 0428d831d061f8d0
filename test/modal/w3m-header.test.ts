import { expect, fixture, html, oneEvent } from '@open-wc/testing';
import { $modal, $router, canGoBack, navigate, openModal } from '../../src/core/index.js';
import type { W3mHeader } from '../../src/modal/w3m-header.js';
import type { WuiTheme } from '../../src/components/wui-theme.js';
import type { W3mRequestCloseEvent } from '../../src/events/request-close-event.js';
import { expectNoAxeViolations } from '../helpers/axe.js';
import { deepActiveElement, deepQueryAll, deepText } from '../helpers/dom.js';
import { resetAll } from '../helpers/reset.js';
import '../../src/modal/w3m-header.js';
import '../../src/components/wui-theme.js';

const CONNECTOR_ID = 'io.example.wallet';

/** The native buttons a user can reach, by accessible name. */
function buttonNamed(header: W3mHeader, name: string): HTMLButtonElement | undefined {
  return deepQueryAll<HTMLButtonElement>(header, 'button').find(button => button.getAttribute('aria-label') === name);
}

const deepActiveElementLabel = (): string | null | undefined => deepActiveElement()?.getAttribute('aria-label');

async function renderHeader(): Promise<{ theme: WuiTheme; header: W3mHeader }> {
  const theme = await fixture<WuiTheme>(html`<wui-theme theme-mode="light">
    <w3m-header><h2 slot="title">Connect Wallet</h2></w3m-header>
  </wui-theme>`);
  const header = theme.querySelector('w3m-header')!;
  await header.updateComplete;
  return { theme, header };
}

describe('<w3m-header>', () => {
  beforeEach(() => resetAll());
  afterEach(() => resetAll());

  it('shows the slotted title', async () => {
    const { header } = await renderHeader();
    const title = header.querySelector('h2')!;
    const slot = header.shadowRoot!.querySelector<HTMLSlotElement>('slot[name="title"]')!;
    expect(slot.assignedElements()).to.deep.equal([title]);
    expect(deepText(header)).to.equal('Connect Wallet');
    const box = title.getBoundingClientRect();
    expect(box.width).to.be.greaterThan(0);
    expect(box.height).to.be.greaterThan(0);
  });

  it('has no back button on the first view', async () => {
    const { header } = await renderHeader();
    expect(canGoBack()).to.equal(false);
    expect(buttonNamed(header, 'Back')).to.equal(undefined);
    // The first view is Connect: Close, and AppKit's help button in Back's place.
    expect(deepQueryAll(header, 'button')).to.have.length(2);
    expect(buttonNamed(header, 'What is a wallet?')).not.to.equal(undefined);
  });

  it('the help button leads to WhatIsAWallet, where Back replaces it; the dialog\'s first focus stays on Close', async () => {
    const { header } = await renderHeader();
    header.focus();
    expect(deepActiveElementLabel()).to.equal('Close');
    buttonNamed(header, 'What is a wallet?')!.click();
    expect($router.get().view).to.equal('WhatIsAWallet');
    await header.updateComplete;
    expect(buttonNamed(header, 'What is a wallet?')).to.equal(undefined);
    header.focus();
    expect(deepActiveElementLabel()).to.equal('Back');
  });

  it('shows a "Back" button after navigating, which returns to the previous view', async () => {
    const { header } = await renderHeader();
    navigate('ConnectingExternal', { connectorId: CONNECTOR_ID });
    expect(canGoBack()).to.equal(true);
    await header.updateComplete;
    const back = buttonNamed(header, 'Back');
    expect(back, 'back button').to.exist;

    back!.click();
    expect($router.get().view).to.equal('Connect');
    expect(canGoBack()).to.equal(false);
    await header.updateComplete;
    expect(buttonNamed(header, 'Back')).to.equal(undefined);
  });

  it('goes back one view at a time', async () => {
    const { header } = await renderHeader();
    navigate('ConnectingExternal', { connectorId: CONNECTOR_ID });
    navigate('Account');
    await header.updateComplete;
    buttonNamed(header, 'Back')!.click();
    expect($router.get().view).to.equal('ConnectingExternal');
    await header.updateComplete;
    expect(buttonNamed(header, 'Back'), 'still a view to go back to').to.exist;
  });

  it('"Close" fires a cancelable w3m-request-close from the close button, then closes the modal', async () => {
    const { header } = await renderHeader();
    openModal();
    const close = buttonNamed(header, 'Close');
    expect(close, 'close button').to.exist;

    const heard = oneEvent(document, 'w3m-request-close') as Promise<W3mRequestCloseEvent>;
    close!.click();
    const event = await heard;
    expect(event.detail.source).to.equal('close-button');
    expect(event.cancelable).to.equal(true);
    expect(event.composed).to.equal(true);
    expect($modal.get().open).to.equal(false);
  });

  it('leaves the modal open when the close request is vetoed', async () => {
    const { header } = await renderHeader();
    openModal();
    const veto = (event: Event): void => event.preventDefault();
    document.addEventListener('w3m-request-close', veto);
    try {
      buttonNamed(header, 'Close')!.click();
    } finally {
      document.removeEventListener('w3m-request-close', veto);
    }
    expect($modal.get().open).to.equal(true);
  });

  it('has no axe violations, with and without the back button, in light and dark', async () => {
    const { theme, header } = await renderHeader();
    for (const withBack of [false, true]) {
      if (withBack) navigate('ConnectingExternal', { connectorId: CONNECTOR_ID });
      await header.updateComplete;
      for (const mode of ['light', 'dark'] as const) {
        theme.themeMode = mode;
        await theme.updateComplete;
        await expectNoAxeViolations(theme);
      }
    }
  });
});
