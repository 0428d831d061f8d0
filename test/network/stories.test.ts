import { expect, fixture } from '@open-wc/testing';
import type { TemplateResult } from 'lit';
import * as stories from '../../stories/w3m-unsupported-chain-view.stories.js';
import { deepText } from '../helpers/dom.js';
import { resetAll } from '../helpers/reset.js';
import '../../src/define.js';

type StoryModule = { default: { args: Record<string, unknown>; render: (args: Record<string, unknown>) => TemplateResult } } & Record<string, unknown>;

/** Renders a story as Storybook does (meta args, then the story's) and returns its visible text. */
async function render(name: string): Promise<string> {
  const module = stories as unknown as StoryModule;
  const story = module[name] as { args?: Record<string, unknown> };
  const root = await fixture<HTMLElement>(module.default.render({ ...module.default.args, ...story.args }));
  const view = root.querySelector('w3m-unsupported-chain-view')!;
  await view.updateComplete;
  return deepText(root);
}

describe('w3m-unsupported-chain-view stories', () => {
  afterEach(() => resetAll());

  const expected: [string, string][] = [
    ['WrongNetwork', 'does not support: Polygon.'],
    ['WrongNetworkDark', 'Sepolia Testnet'],
    ['Switching', 'Approve the switch to Sepolia in your wallet.'],
    ['Declined', 'You declined the switch to Sepolia.'],
    ['NotInSession', 'Sepolia is not part of this WalletConnect session.'],
    ['Failed', 'Could not switch to Sepolia.'],
    ['FailedDark', 'Could not switch to Sepolia.'],
  ];
  for (const [name, text] of expected) {
    it(`${name} shows "${text}"`, async () => {
      expect(await render(name)).to.include(text);
    });
  }
});
