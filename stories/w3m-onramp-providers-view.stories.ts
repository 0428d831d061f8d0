import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { html } from 'lit';
import type { ThemeMode } from '../src/core/index.js';
import { setOnrampAmount } from '../src/core/data/index.js';
import '../src/define.js';
// The library loads the view when the modal shows it; a story shows it alone.
import '../src/views/onramp/w3m-onramp-providers-view.js';
import { connectAccount, freshKit } from './story-support.js';

type State = 'empty' | 'too-much' | 'not-a-number' | 'quoted' | 'off';

interface Args {
  state: State;
  themeMode: ThemeMode;
}

const AMOUNTS: Record<State, string> = { empty: '', 'too-much': '9000', 'not-a-number': '12abc', quoted: '30', off: '' };

const meta: Meta<Args> = {
  title: 'Views/w3m-onramp-providers-view',
  component: 'w3m-onramp-providers-view',
  args: { state: 'empty' },
  argTypes: {
    state: {
      control: 'select',
      options: ['empty', 'too-much', 'not-a-number', 'quoted', 'off'],
      description:
        'Story control: no amount yet; an amount over the card limit; one that is not a number; a quote; `features.onramp` off. With no projectId the provider is never asked (a story makes no request): the built-in currencies show, said so, and the quote is the placeholder without fees, said so.',
    },
  },
  render: args => {
    freshKit(args.themeMode, [], { projectId: undefined, features: { onramp: args.state !== 'off' } });
    connectAccount('loaded');
    setOnrampAmount(AMOUNTS[args.state]);
    return html`<wui-theme theme-mode=${args.themeMode} style="width: 360px">
      <w3m-onramp-providers-view></w3m-onramp-providers-view>
    </wui-theme>`;
  },
};
export default meta;

type Story = StoryObj<Args>;

export const Empty: Story = {};
export const EmptyDark: Story = { globals: { themeMode: 'dark' } };
export const TooMuch: Story = { args: { state: 'too-much' } };
export const NotANumber: Story = { args: { state: 'not-a-number' } };
export const Quoted: Story = { args: { state: 'quoted' } };
export const QuotedDark: Story = { args: { state: 'quoted' }, globals: { themeMode: 'dark' } };
export const Off: Story = { args: { state: 'off' } };
/** The toolbar's locale, pinned: Arabic, right to left (the toolbar's theme applies). */
export const Arabic: Story = { args: { state: 'quoted' }, globals: { locale: 'ar' } };
