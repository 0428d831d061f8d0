// The stories of the account view's wallet buttons, the Receive view and the Send views render the states they name.
import { expect, fixture } from '@open-wc/testing';
import type { TemplateResult } from 'lit';
import * as actions from '../../stories/w3m-wallet-actions.stories.js';
import * as receive from '../../stories/w3m-wallet-receive-view.stories.js';
import * as send from '../../stories/w3m-wallet-send-view.stories.js';
import * as sendTokens from '../../stories/w3m-wallet-send-select-token-view.stories.js';
import * as sendPreview from '../../stories/w3m-wallet-send-preview-view.stories.js';
import * as buy from '../../stories/w3m-onramp-providers-view.stories.js';
import * as progress from '../../stories/w3m-buy-in-progress-view.stories.js';
import { ADDRESS } from '../../stories/story-support.js';
import { deepQueryAll, deepText, waitForText } from '../helpers/dom.js';
import { resetAll } from '../helpers/reset.js';

type StoryModule = { default: { args: Record<string, unknown>; render: (args: Record<string, unknown>) => TemplateResult } } & Record<string, unknown>;

async function render(module: unknown, name: string, tag: string): Promise<HTMLElement> {
  const stories = module as StoryModule;
  const story = stories[name] as { args?: Record<string, unknown> };
  const root = await fixture<HTMLElement>(stories.default.render({ themeMode: 'light', ...stories.default.args, ...story.args }));
  const element = root.querySelector(tag) as HTMLElement & { updateComplete: Promise<unknown> };
  await element.updateComplete;
  return element;
}

const networks = (view: HTMLElement): string[] => deepQueryAll(view, '[part="networks"] li').map(item => deepText(item));

describe('wallet flow stories', () => {
  afterEach(() => resetAll());

  it('the wallet buttons: Receive alone; Buy, Swap, Receive and Send with every feature on', async () => {
    const names = async (story: string) => deepQueryAll(await render(actions, story, 'w3m-wallet-actions'), 'button').map(b => deepText(b));
    expect(await names('Receive')).to.deep.equal(['Receive']);
    expect(await names('EveryFeatureOn')).to.deep.equal(['Buy', 'Swap', 'Receive', 'Send']);
  });

  it('the Receive view in each of its states', async () => {
    const one = await render(receive, 'OneNetwork', 'w3m-wallet-receive-view');
    expect(deepText(one)).to.contain(ADDRESS);
    expect(networks(one)).to.deep.equal(['Ethereum']);
    expect(networks(await render(receive, 'SeveralNetworks', 'w3m-wallet-receive-view'))).to.have.length(5);
    expect(deepText(await render(receive, 'WithName', 'w3m-wallet-receive-view'))).to.contain('player.reown.id');
    const smart = await render(receive, 'SmartAccount', 'w3m-wallet-receive-view');
    expect(networks(smart)).to.deep.equal(['Ethereum']);
    expect(deepText(smart)).to.contain('Only receive assets on this network');
    expect(deepText(await render(receive, 'Disconnected', 'w3m-wallet-receive-view'))).to.contain('not available');
  });

  it('the Send views in each of their states', async () => {
    const action = async (story: string) => deepText(deepQueryAll(await render(send, story, 'w3m-wallet-send-view'), '[part="action"]')[0]!).trim();
    expect(await action('Empty')).to.equal('Select token');
    expect(await action('TokenPicked')).to.equal('Add amount');
    expect(await action('InsufficientFunds')).to.equal('Insufficient funds');
    expect(await action('InvalidAddress')).to.equal('Invalid address');
    expect(await action('Ready')).to.equal('Preview send');
    expect(await action('FixedByOpen')).to.equal('Preview send');
    expect(deepText(await render(send, 'UnsupportedChain', 'w3m-wallet-send-view'))).to.contain('Unsupported chain');
    const symbols = async (story: string) => deepQueryAll(await render(sendTokens, story, 'w3m-wallet-send-select-token-view'), '[part="token"]').map(b => b.getAttribute('data-symbol'));
    expect(await symbols('Loaded')).to.deep.equal(['ETH', 'USDC', 'GOLD']);
    expect(await symbols('Empty')).to.deep.equal([]);
    expect(deepText(await render(sendTokens, 'ReadFailed', 'w3m-wallet-send-select-token-view'))).to.contain('Could not load tokens');
    const preview = async (story: string) => deepText(await render(sendPreview, story, 'w3m-wallet-send-preview-view'));
    expect(await preview('Ready')).to.contain('Network fee').and.contain('0.5');
    expect(await preview('Estimating')).to.contain('Estimating the network fee');
    expect(await preview('WaitingForWallet')).to.contain('Approve the send in your wallet');
    expect(await preview('Confirming')).to.contain('Waiting for the transaction to be confirmed');
    expect(await preview('Declined')).to.contain('The send was declined in the wallet');
    expect(await preview('Reverted')).to.contain('The transaction was reverted');
  });

  it('the Buy view in each of its states, asking no provider (the built-in currencies and the placeholder quote, each said)', async () => {
    const empty = await render(buy, 'Empty', 'w3m-onramp-providers-view');
    await waitForText(empty, 'The provider\'s currencies could not be loaded: these are the usual ones.');
    expect(deepText(empty)).to.contain('Between $10.00 and $7,500.00');
    await waitForText(await render(buy, 'TooMuch', 'w3m-onramp-providers-view'), 'The most you can pay this way is $7,500.00.');
    await waitForText(await render(buy, 'NotANumber', 'w3m-onramp-providers-view'), 'Enter an amount such as 25 or 25.50.');
    await waitForText(await render(buy, 'Quoted', 'w3m-onramp-providers-view'), 'No quote from the provider right now');
    await waitForText(await render(buy, 'Off', 'w3m-onramp-providers-view'), 'Buying crypto is not turned on in this app.');
  });

  it('Buy in progress in each of its states', async () => {
    expect(deepText(await render(progress, 'Waiting', 'w3m-buy-in-progress-view'))).to.contain('Finish your purchase in Coinbase\'s window');
    expect(deepText(await render(progress, 'Blocked', 'w3m-buy-in-progress-view'))).to.contain('Your browser blocked Coinbase\'s window.');
    expect(deepText(await render(progress, 'Done', 'w3m-buy-in-progress-view')).replace(/\s+/g, ' ')).to.contain('Purchase received On its way to your wallet: 0.01 ETH');
  });
});
