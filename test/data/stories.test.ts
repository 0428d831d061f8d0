import { expect, fixture } from '@open-wc/testing';
import type { TemplateResult } from 'lit';
import * as tabs from '../../stories/w3m-account-tabs.stories.js';
import * as tokens from '../../stories/w3m-account-tokens.stories.js';
import * as activity from '../../stories/w3m-account-activity.stories.js';
import * as nfts from '../../stories/w3m-account-nfts.stories.js';
import { deepText } from '../helpers/dom.js';
import { resetAll } from '../helpers/reset.js';
import '../../src/views/account/w3m-account-view.js';
import '../../src/modal/w3m-button.js';

type StoryModule = { default: { args: Record<string, unknown>; render: (args: Record<string, unknown>) => TemplateResult } } & Record<string, unknown>;

/** Renders one story the way Storybook does: the meta's args, overridden by the story's. */
async function renderStory(module: StoryModule, name: string): Promise<string> {
  const story = module[name] as { args?: Record<string, unknown> };
  const root = await fixture<HTMLElement>(module.default.render({ ...module.default.args, ...story.args }));
  const inner = root.firstElementChild as HTMLElement & { updateComplete?: Promise<unknown> };
  await inner.updateComplete;
  await new Promise(resolve => requestAnimationFrame(resolve));
  const nested = inner.shadowRoot?.querySelector('[part="panel"] > *') as (HTMLElement & { updateComplete?: Promise<unknown> }) | null;
  await nested?.updateComplete;
  return deepText(root);
}

describe('account tab stories', () => {
  afterEach(() => resetAll());

  const expected: [StoryModule, string, string][] = [
    [tokens as unknown as StoryModule, 'Loaded', 'USD Coin'],
    [tokens as unknown as StoryModule, 'Loading', 'Loading tokens'],
    [tokens as unknown as StoryModule, 'Empty', 'No tokens yet'],
    [tokens as unknown as StoryModule, 'Failed', 'Could not load tokens'],
    [activity as unknown as StoryModule, 'Loaded', 'March 2026'],
    [activity as unknown as StoryModule, 'Loading', 'Loading activity'],
    [activity as unknown as StoryModule, 'Empty', 'No activity yet'],
    [activity as unknown as StoryModule, 'Failed', 'Could not load activity'],
    [nfts as unknown as StoryModule, 'Loaded', 'Dragon Sword #12'],
    [nfts as unknown as StoryModule, 'Empty', 'No NFTs yet'],
    [nfts as unknown as StoryModule, 'Failed', 'Could not load NFTs'],
    [tabs as unknown as StoryModule, 'Tokens', 'USD Coin'],
    [tabs as unknown as StoryModule, 'Activity', 'Load more'],
    [tabs as unknown as StoryModule, 'Nfts', 'Dragon Sword #12'],
    [tabs as unknown as StoryModule, 'Failed', 'Could not load activity']
  ];

  for (const [module, name, text] of expected) {
    it(`${module.default ? (module.default as { title?: string }).title : ''} ${name} shows "${text}"`, async () => {
      expect(await renderStory(module, name)).to.include(text);
    });
  }

  it('the Tokens loading state shows the native balance with the 0.00 ETH defaults', async () => {
    expect(await renderStory(tokens as unknown as StoryModule, 'Loading')).to.include('0.00 ETH');
  });

  it('TokensOnlyWithoutHistory has a single tab', async () => {
    const text = await renderStory(tabs as unknown as StoryModule, 'TokensOnlyWithoutHistory');
    expect(text).to.include('Tokens').and.not.include('Activity');
  });
});
