// The Swap stories render the states they name, with their stand-in provider answering in the page.
import { expect, fixture } from '@open-wc/testing';
import type { TemplateResult } from 'lit';
import * as form from '../../stories/w3m-swap-view.stories.js';
import * as list from '../../stories/w3m-swap-select-token-view.stories.js';
import * as preview from '../../stories/w3m-swap-preview-view.stories.js';
import { deepQueryAll, deepText, waitForText } from '../helpers/dom.js';
import { fetched } from '../helpers/fetched.js';
import { resetAll } from '../helpers/reset.js';

type StoryModule = { default: { args: Record<string, unknown>; render: (args: Record<string, unknown>) => TemplateResult } } & Record<string, unknown>;

async function render(module: unknown, name: string, tag: string): Promise<HTMLElement> {
  const stories = module as StoryModule;
  const story = stories[name] as { args?: Record<string, unknown> };
  const root = await fixture<HTMLElement>(stories.default.render({ themeMode: 'light', ...stories.default.args, ...story.args }));
  return root.querySelector(tag) as HTMLElement;
}

describe('Swap stories', () => {
  afterEach(() => resetAll());

  it('the form: a quote with its price impact and fee, no amount, a short balance, the services down, another network', async () => {
    const quoted = await render(form, 'Quoted', 'w3m-swap-view');
    await waitForText(quoted, 'Price impact');
    expect(deepText(quoted)).to.include('Review swap');
    await waitForText(await render(form, 'Empty', 'w3m-swap-view'), 'Enter amount');
    await waitForText(await render(form, 'Quoting', 'w3m-swap-view'), 'Getting a quote…');
    await waitForText(await render(form, 'ShortBalance', 'w3m-swap-view'), 'Insufficient balance');
    await waitForText(await render(form, 'QuoteServiceDown', 'w3m-swap-view'), 'No quote for this swap right now');
    await waitForText(await render(form, 'TokensDown', 'w3m-swap-view'), 'The token list could not be loaded');
    await waitForText(await render(form, 'UnsupportedNetwork', 'w3m-swap-view'), 'Network not supported for Swaps');
    // The stand-in answers in the page: no story reached a server.
    expect(fetched(/127\.0\.0\.1:9\/|walletconnect\.org/)).to.deep.equal([]);
  });

  it('the token list and the preview in each of their states', async () => {
    const tokens = await render(list, 'Pay', 'w3m-swap-select-token-view');
    await waitForText(tokens, 'Swap Test Token');
    expect(deepQueryAll(tokens, '[part="tokens"] button').map(b => b.getAttribute('data-symbol'))).to.deep.equal(['ETH', 'SWT']);
    await waitForText(await render(list, 'NoTokens', 'w3m-swap-select-token-view'), 'No tokens found');
    const ready = await render(preview, 'Ready', 'w3m-swap-preview-view');
    await waitForText(ready, 'Network cost');
    const preparing = await render(preview, 'Preparing', 'w3m-swap-preview-view');
    await waitForText(preparing, 'Network cost');
    // The transaction is still being built: Swap shows it is busy and cannot be pressed yet.
    const submit = deepQueryAll(preparing, 'wui-button[part="submit"]')[0]!;
    expect([submit.hasAttribute('loading'), submit.hasAttribute('disabled')]).to.deep.equal([true, true]);
    await waitForText(await render(preview, 'NeedsApproval', 'w3m-swap-preview-view'), 'Approve SWT');
    await waitForText(await render(preview, 'BuildFailed', 'w3m-swap-preview-view'), 'The swap did not go through: Service unavailable');
  });
});
