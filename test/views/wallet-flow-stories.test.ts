// The stories of the account view's wallet buttons and of the Receive view render the states they name.
import { expect, fixture } from '@open-wc/testing';
import type { TemplateResult } from 'lit';
import * as actions from '../../stories/w3m-wallet-actions.stories.js';
import * as receive from '../../stories/w3m-wallet-receive-view.stories.js';
import { ADDRESS } from '../../stories/story-support.js';
import { deepQueryAll, deepText } from '../helpers/dom.js';
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

  it('the wallet buttons: Receive alone; Swap and Receive with every feature on; none with none on', async () => {
    const names = async (story: string) => deepQueryAll(await render(actions, story, 'w3m-wallet-actions'), 'button').map(b => deepText(b));
    expect(await names('Receive')).to.deep.equal(['Receive']);
    expect(await names('EveryFeatureOn')).to.deep.equal(['Swap', 'Receive']);
    expect(await names('NoneOn')).to.deep.equal([]);
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
});
