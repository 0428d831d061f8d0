import { expect } from '@open-wc/testing';
import { waitUntil } from '../helpers/wait.js';
import { sendKeys } from '@web/test-runner-commands';
import { $account, $options, getConnector } from '../../src/core/index.js';
import { fetchActivity } from '../../src/core/data/activity.js';
import { getAppKit } from '../../src/app-kit.js';
import { loadAccountData } from '../../src/views/account/account-data-loader.js';
import { emulateMedia } from '../modal/commands.js';
import { WALLET_ID, renderConnected } from './dom.js';
import { HISTORY_PAGE_SIZE, fixtureApi, freshAccount } from './fixture-api.js';
import type { FixtureApi } from './fixture-api.js';
import { ALL_DATA_FEATURES } from './setup.js';
import { deepActiveElement, deepQuery, deepQueryAll, deepText, waitForText } from '../helpers/dom.js';
import { expectAccessibleInBothThemes } from '../helpers/axe.js';
import { resetAll } from '../helpers/reset.js';

async function open(fx: FixtureApi, features: Record<string, boolean> = ALL_DATA_FEATURES, ether = 3n * 10n ** 18n) {
  const account = await freshAccount(ether);
  const rendered = await renderConnected(account.key, { blockchainApiUrl: fx.baseUrl, features });
  return { ...rendered, address: account.address };
}

const tabsOf = async (view: HTMLElement): Promise<HTMLElement> => {
  await waitUntil(() => deepQuery(view, 'w3m-account-tabs')?.shadowRoot?.querySelector('[role="tab"]'), 'tabs element');
  return deepQuery<HTMLElement>(view, 'w3m-account-tabs')!;
};
const tabButton = (tabs: HTMLElement, name: string) => deepQueryAll<HTMLButtonElement>(tabs, '[role="tab"]').find(b => b.textContent?.trim() === name)!;

describe('account tabs', () => {
  let fx: FixtureApi;

  beforeEach(async () => {
    resetAll();
    await emulateMedia({ reducedMotion: 'reduce' });
    fx = await fixtureApi();
  });
  afterEach(() => resetAll());

  it('are absent with the product configuration, which fetches nothing from the provider', async () => {
    const { view } = await open(fx, {});
    // Settled signals: every configured feature has loaded (open() waits for them), the view has rendered,
    // and the loader the view asks answers "off", so nothing was started that could fetch later.
    await getAppKit()!.open();
    await (view as HTMLElement & { updateComplete: Promise<unknown> }).updateComplete;
    expect(loadAccountData($options.get())).to.equal(false);
    expect(deepText(view)).to.include('Disconnect');
    expect(deepQuery(view, 'w3m-account-tabs')).to.equal(undefined);
    expect(await fx.requests()).to.deep.equal([]);
  });

  it('list the real native balance and the tokens, without decimals-0 tokens', async () => {
    const { view } = await open(fx);
    const tabs = await tabsOf(view);
    expect(deepQueryAll(tabs, '[role="tab"]').map(t => t.textContent?.trim())).to.deep.equal(['Tokens', 'NFTs', 'Activity']);
    await waitForText(tabs, 'USD Coin');
    const text = deepText(tabs);
    expect(text).to.include('3 ETH').and.include('$9,000.00').and.include('125.5 USDC').and.include('$125.50');
    expect(text).not.to.include('ZERO');
    await expectAccessibleInBothThemes(view);
  });

  it('show only Tokens when history is off', async () => {
    const { view } = await open(fx, { send: true });
    const tabs = await tabsOf(view);
    await waitForText(tabs, 'USD Coin');
    expect(deepQueryAll(tabs, '[role="tab"]').map(t => t.textContent?.trim())).to.deep.equal(['Tokens']);
    expect((await fx.requests()).some(r => r.path.endsWith('/history'))).to.equal(false);
  });

  it('show the activity of real transfers grouped by month, with Load more', async function () {
    // Several real transactions on the shared node, then reads through the fixture server: slow on a busy machine.
    const { view, address } = await open(fx);
    const receiver = await freshAccount(0n);
    const provider = getConnector(WALLET_ID)!.getProvider();
    for (let i = 0; i < HISTORY_PAGE_SIZE + 1; i++) {
      await provider.request({ method: 'eth_sendTransaction', params: [{ from: address, to: receiver.address, value: '0x2386f26fc10000' }] });
    }
    const tabs = await tabsOf(view);
    tabButton(tabs, 'Activity').click();
    await waitUntil(() => deepQuery(tabs, 'w3m-account-activity'), 'activity panel');
    // The tabs read the history when they appeared, before these transfers: read it again.
    await fetchActivity(address, 'eip155:1');
    const activity = deepQuery<HTMLElement>(tabs, 'w3m-account-activity')!;
    const month = new Intl.DateTimeFormat('en', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date());
    await waitForText(activity, month);
    expect(deepQueryAll(activity, 'li').length).to.equal(HISTORY_PAGE_SIZE);
    expect(deepText(activity)).to.include('Sent').and.include('0.01 ETH');
    deepQuery<HTMLElement>(activity, '[part="load-more"]')!.click();
    await waitUntil(() => deepQueryAll(activity, 'li').length === HISTORY_PAGE_SIZE + 1, 'second page');
    expect(deepQuery(activity, '[part="load-more"]')).to.equal(undefined);
    await expectAccessibleInBothThemes(view);
  });

  it('show the identity name and avatar in the Account view and the account button', async () => {
    const { key, address } = await freshAccount();
    await fx.setName(address, 'player.reown.id');
    const { root, view } = await renderConnected(key, { blockchainApiUrl: fx.baseUrl, features: { history: true } });
    await waitForText(view, 'player.reown.id');
    await waitForText(root.querySelector('w3m-button')!, 'player.reown.id');
    expect($account.get().profileImage).to.match(/^data:image\//);
    await waitUntil(() => deepQuery(view, 'wui-avatar')?.shadowRoot?.querySelector('img'), 'avatar image');
    expect((await fx.requests()).filter(r => r.path.startsWith('/v1/identity/')).length).to.equal(1);
  });

  it('show error states, and Try again reloads the activity', async () => {
    await fx.route({ path: '/v1/account/*', status: 500, body: { message: 'down' }, times: 2 });
    const { view } = await open(fx);
    const tabs = await tabsOf(view);
    await waitForText(tabs, 'Could not load tokens');
    tabButton(tabs, 'Activity').click();
    await waitForText(tabs, 'Could not load activity');
    expect(deepQuery(tabs, '[role="alert"]')).not.to.equal(undefined);
    deepQueryAll<HTMLElement>(tabs, 'wui-button').find(b => deepText(b) === 'Try again')!.click();
    await waitForText(tabs, 'No activity yet');
  });

  it('move between tabs with the arrow keys, Home and End', async () => {
    const { view } = await open(fx);
    const tabs = await tabsOf(view);
    tabButton(tabs, 'Tokens').focus();
    await sendKeys({ press: 'ArrowRight' });
    expect(deepActiveElement()?.textContent?.trim()).to.equal('NFTs');
    expect(tabButton(tabs, 'NFTs').getAttribute('aria-selected')).to.equal('true');
    await sendKeys({ press: 'End' });
    expect(deepActiveElement()?.textContent?.trim()).to.equal('Activity');
    await sendKeys({ press: 'ArrowRight' });
    expect(deepActiveElement()?.textContent?.trim()).to.equal('Tokens');
    await sendKeys({ press: 'ArrowLeft' });
    expect(deepActiveElement()?.textContent?.trim()).to.equal('Activity');
    await waitForText(tabs, 'No activity yet');
    tabButton(tabs, 'NFTs').click();
    await waitForText(tabs, 'No NFTs yet');
  });
});
