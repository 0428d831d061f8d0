// Shared set-up of the Send views' stories: the form and the balances filled directly, so no story ever reaches
// the provider or a node.
import type { ThemeMode } from '../src/core/index.js';
import { $sendForm } from '../src/core/data/send-flow.js';
import type { SendForm } from '../src/core/data/send-flow.js';
import { $balances } from '../src/core/data/balances.js';
import type { Writable } from '../src/core/types.js';
import { setTokens } from './account-data-support.js';
import { connectAccount, freshKit } from './story-support.js';

export const RECEIVER = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC';

/**
 * A kit with the story account connected (the views need no feature switch: `features.send` would also start the
 * account's data rows, and with them requests a story must never make), its tokens `loaded` (or in another state), and the form as given. */
export function sendStory(themeMode: ThemeMode, form: Partial<SendForm> = {}, tokens: Parameters<typeof setTokens>[0] = 'loaded'): void {
  freshKit(themeMode);
  connectAccount('loaded');
  setTokens(tokens);
  ($sendForm as Writable<typeof $sendForm>).set({ amount: '', receiver: '', fixed: { token: false, amount: false, receiver: false }, status: 'editing', ...form });
}

/** The story account's token by symbol (ETH, USDC, GOLD). */
export const storyToken = (symbol: string) => $balances.get().tokens.find(token => token.symbol === symbol);
