import { expect } from '@open-wc/testing';
import {
  $toast,
  TOAST_DURATION_MS,
  hideToast,
  msg,
  registerMessages,
  resetMessages,
  setMessages,
  showToast
} from '../../src/core/index.js';
import { thrownMessage, timersArmedBy, until } from './setup.js';
import { connectingMsg } from '../../src/views/connecting-messages.js';
import { freshState } from '../helpers/reset.js';

describe('toast', () => {
  beforeEach(freshState);

  it('shows one toast', () => {
    showToast('success', 'Address copied');
    expect($toast.get()).to.include({ open: true, variant: 'success', message: 'Address copied' });
  });

  it('a second toast closes the first, then shows itself after 150 ms', async () => {
    showToast('loading', 'Connecting');
    const firstId = $toast.get().id;
    showToast('error', 'Failed to disconnect');
    expect($toast.get().open).to.equal(false);
    expect($toast.get().message).to.equal('Connecting');
    const shown = await until($toast, t => t.open, 'second toast');
    expect(shown).to.include({ variant: 'error', message: 'Failed to disconnect' });
    expect(shown.id).to.be.greaterThan(firstId);
  });

  it('a loading toast stays until replaced or hidden', async () => {
    // Only a timer could hide a toast: a loading toast arms none, a success toast arms one of TOAST_DURATION_MS.
    const armed = timersArmedBy(() => showToast('loading', 'Waiting'));
    expect(armed).to.deep.equal([]);
    expect($toast.get()).to.include({ open: true, variant: 'loading' });
    hideToast();
    expect(timersArmedBy(() => showToast('success', 'Done'))).to.deep.equal([TOAST_DURATION_MS]);
    hideToast();
    showToast('loading', 'Waiting');
    hideToast();
    expect($toast.get().open).to.equal(false);
  });

  it('a success toast hides by itself', async () => {
    showToast('success', 'Done');
    await until($toast, t => !t.open, 'toast auto-hide');
    expect($toast.get().open).to.equal(false);
  });
});

describe('messages', () => {
  beforeEach(freshState);

  it('returns the English text and fills placeholders', () => {
    expect(msg('toast.disconnectFailed', 'Failed to disconnect')).to.equal('Failed to disconnect');
    expect(connectingMsg('connecting.continue', { name: 'Test Wallet' })).to.equal('Continue in Test Wallet');
    expect(msg('button.account', 'Account {address}, {balance}', { address: '0x12…abcd', balance: '1 ETH' })).to.equal('Account 0x12…abcd, 1 ETH');
  });

  it('leaves a placeholder without a value as is', () => {
    expect(connectingMsg('connecting.continue', { other: 'x' })).to.equal('Continue in {name}');
    expect(connectingMsg('connecting.continue')).to.equal('Continue in {name}');
  });

  it('setMessages translates and resetMessages restores English', () => {
    setMessages({ 'modal.close': 'Schließen', 'connecting.continue': 'Weiter in {name}' });
    expect(msg('modal.close', 'Close')).to.equal('Schließen');
    expect(connectingMsg('connecting.continue', { name: 'W' })).to.equal('Weiter in W');
    expect(msg('modal.back', 'Back')).to.equal('Back');
    resetMessages();
    expect(msg('modal.close', 'Close')).to.equal('Close');
  });

  it('setMessages rejects a key of an unknown namespace and changes nothing', () => {
    const message = thrownMessage(() => setMessages({ 'modal.close': 'X', 'moadl.close': 'Y' }));
    expect(message).to.contain('moadl.close');
    expect(msg('modal.close', 'Close')).to.equal('Close');
  });

  it('formats numbers in a placeholder in the active locale, and leaves strings as they are', () => {
    expect(msg('allWallets.count', '{count} wallets', { count: 12345 })).to.equal('12,345 wallets');
    expect(msg('account.unknownNetwork', 'Unknown network ({chainId})', { chainId: '11155111' })).to.equal('Unknown network (11155111)');
  });

  it('a lazy feature registers its own table, and a translation given before it loaded wins', () => {
    setMessages({ 'siwx.sign': 'Signieren' });
    const siwxMsg = registerMessages({ 'siwx.sign': 'Sign', 'siwx.hello': 'Hello {name}' });
    expect(siwxMsg('siwx.sign')).to.equal('Signieren');
    expect(siwxMsg('siwx.hello', { name: 'Ada' })).to.equal('Hello Ada');
    resetMessages();
    expect(siwxMsg('siwx.sign')).to.equal('Sign');
  });

  it('setMessages rejects a key outside the message namespaces', () => {
    expect(thrownMessage(() => setMessages({ 'nosuchfeature.x': 'Y' }))).to.contain('nosuchfeature.x');
  });
});
