// The help views: WhatIsAWallet and WhatIsANetwork, reached by open({ view }) and from the Connect view's header
// and the Networks view, as in AppKit.
import { expect } from '@open-wc/testing';
import { emulateMedia } from '@web/test-runner-commands';
import { $router, openModal } from '../../src/core/index.js';
import { getAppKit } from '../../src/app-kit.js';
import { createTestKit, renderModal, waitForView } from '../modal/helpers.js';
import { deepQuery, deepText } from '../helpers/dom.js';
import { expectAccessibleInBothThemes } from '../helpers/axe.js';
import { resetAll } from '../helpers/reset.js';
import { explorerSession } from '../wallets/helpers.js';

describe('help views: What is a wallet? / What is a network?', () => {
  beforeEach(async () => {
    resetAll();
    await emulateMedia({ reducedMotion: 'reduce' });
  });
  afterEach(() => resetAll());

  it('open({ view: "WhatIsAWallet" }) shows the wallet help; "Get a wallet" leads to the wallet list', async () => {
    // The wallet list reads the registry: the local explorer stand-in serves it.
    const explorer = await explorerSession(0);
    await createTestKit({ explorerApiUrl: explorer.base });
    const modal = await renderModal();
    await getAppKit()!.open({ view: 'WhatIsAWallet' });
    const view = await waitForView(modal, 'w3m-what-is-a-wallet-view');
    expect(deepText(modal)).to.contain('What is a wallet?');
    expect(deepText(view)).to.contain('A home for your assets');
    await expectAccessibleInBothThemes(modal);
    deepQuery<HTMLElement>(view, 'wui-button')!.click();
    await waitForView(modal, 'w3m-all-wallets-view');
  });

  it('open({ view: "WhatIsANetwork" }) shows the network help with a link that opens a new tab', async () => {
    await createTestKit();
    const modal = await renderModal();
    await getAppKit()!.open({ view: 'WhatIsANetwork' });
    const view = await waitForView(modal, 'w3m-what-is-a-network-view');
    expect(deepText(modal)).to.contain('What is a network?');
    const link = deepQuery<HTMLAnchorElement>(view, 'a')!;
    expect(link.target).to.equal('_blank');
    expect(link.rel).to.contain('noopener');
    expect(link.href).to.match(/^https:\/\//);
    await expectAccessibleInBothThemes(modal);
  });

  it('the Connect view\'s header has a help button to WhatIsAWallet, and Back returns', async () => {
    await createTestKit();
    const modal = await renderModal();
    openModal({ view: 'Connect' });
    await waitForView(modal, 'w3m-connect-view');
    const help = deepQuery<HTMLElement>(modal, 'wui-icon-button[part="help"]')!;
    expect(help.getAttribute('label')).to.equal('What is a wallet?');
    help.click();
    await waitForView(modal, 'w3m-what-is-a-wallet-view');
    expect(deepQuery(modal, 'wui-icon-button[part="help"]')).to.equal(undefined);
    deepQuery<HTMLElement>(modal, 'wui-icon-button[part="back"]')!.click();
    await waitForView(modal, 'w3m-connect-view');
    expect($router.get().view).to.equal('Connect');
  });

  it('the Networks view links to WhatIsANetwork', async () => {
    await createTestKit();
    const modal = await renderModal();
    openModal({ view: 'Networks' });
    const networks = await waitForView(modal, 'w3m-networks-view');
    const link = deepQuery<HTMLButtonElement>(networks, 'button[part="help"]')!;
    expect(link.textContent).to.equal('What is a network?');
    link.click();
    await waitForView(modal, 'w3m-what-is-a-network-view');
    expect($router.get().history.at(-2)?.view).to.equal('Networks');
  });
});
