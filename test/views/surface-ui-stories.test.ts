// The stories of the help views and of AppKit's w3m-* tags render what they say, as Storybook renders them.
import { expect, fixture } from '@open-wc/testing';
import type { TemplateResult } from 'lit';
import * as walletHelp from '../../stories/w3m-what-is-a-wallet-view.stories.js';
import * as networkHelp from '../../stories/w3m-what-is-a-network-view.stories.js';
import * as connectButton from '../../stories/w3m-connect-button.stories.js';
import * as accountButton from '../../stories/w3m-account-button.stories.js';
import * as networkButton from '../../stories/w3m-network-button.stories.js';
import { deepText } from '../helpers/dom.js';
import { resetAll } from '../helpers/reset.js';

type StoryModule = { default: { args: Record<string, unknown>; render: (args: Record<string, unknown>) => TemplateResult } } & Record<string, unknown>;

async function render(module: unknown, name: string, tag: string): Promise<string> {
  const stories = module as StoryModule;
  const story = stories[name] as { args?: Record<string, unknown> };
  const root = await fixture<HTMLElement>(stories.default.render({ ...stories.default.args, ...story.args }));
  await (root.querySelector(tag) as HTMLElement & { updateComplete: Promise<unknown> }).updateComplete;
  return deepText(root);
}

describe('surface stories', () => {
  afterEach(() => resetAll());

  it('the help views', async () => {
    expect(await render(walletHelp, 'Dark', 'w3m-what-is-a-wallet-view')).to.contain('Get a wallet');
    expect(await render(networkHelp, 'LightTheme', 'w3m-what-is-a-network-view')).to.contain('Learn more');
  });

  it('the w3m-* tags with AppKit\'s attributes', async () => {
    expect(await render(connectButton, 'CustomLabels', 'w3m-connect-button')).to.contain('Play now');
    expect(await render(connectButton, 'Connecting', 'w3m-connect-button')).to.contain('Opening your wallet…');
    expect(await render(accountButton, 'LongerAddress', 'w3m-account-button')).to.contain('0x70997970…17dc79C8');
    expect(await render(networkButton, 'Network', 'w3m-network-button')).to.contain('Ethereum');
    expect(await render(networkButton, 'WrongNetwork', 'w3m-network-button')).to.contain('Wrong Network');
  });
});
