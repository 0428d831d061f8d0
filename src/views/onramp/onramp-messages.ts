import { registerMessages } from '../../core/index.js';

/** Text of the Buy views: it ships in their chunk, not in the initial table. */
export const onrampMsg = registerMessages({
  /** `open({ view: 'OnRampProviders' })` with `features.onramp` off. */
  'onramp.off': 'Buying crypto is not turned on in this app.',
  'onramp.loading': 'Loading the provider\'s currencies…',
  'onramp.optionsFallback': 'The provider\'s currencies could not be loaded: these are the usual ones.',
  'onramp.asset': 'You buy',
  'onramp.fiat': 'You pay in',
  'onramp.method': 'Payment method',
  'onramp.method.card': 'Card',
  'onramp.method.bank_transfer': 'Bank transfer',
  'onramp.amount': 'Amount',
  'onramp.limits': 'Between {min} and {max}',
  'onramp.invalid': 'Enter an amount such as 25 or 25.50.',
  'onramp.below': 'The least you can pay this way is {min}.',
  'onramp.above': 'The most you can pay this way is {max}.',
  'onramp.quoting': 'Getting a quote…',
  'onramp.receive': 'You receive about',
  'onramp.fees': 'Fees',
  'onramp.total': 'You pay',
  /** The quote service failed: the amounts shown are the player's own, without fees. */
  'onramp.mock': 'No quote from the provider right now: this estimate has no fees, and {provider}\'s page shows the real price.',
  'onramp.continue': 'Continue with {provider}',
  'onramp.urlFailed': 'Could not open {provider}\'s page. Try again.',
  'onramp.blocked': 'Your browser blocked {provider}\'s window. Open it with the link below.',
  'onramp.open': 'Open {provider}',
  'onramp.waiting': 'Finish your purchase in {provider}\'s window',
  'onramp.waitingHint': 'It shows here and in your activity once {provider} reports it.',
  'onramp.done': 'Purchase received',
  /** Followed by the amount bought. */
  'onramp.doneDetail': 'On its way to your wallet:',
  'onramp.account': 'Back to your account',
});

/** The payment method's name, or its id when there is no text for it. */
export function methodLabel(id: string): string {
  return id === 'card' || id === 'bank_transfer' ? onrampMsg(`onramp.method.${id}`) : id;
}
