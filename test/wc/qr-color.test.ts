// AppKit's `--w3m-qr-color` theme variable: the ink of the WalletConnect QR code.
import { expect } from '@open-wc/testing';
import { getAppKit } from '../../src/app-kit.js';
import { waitUntil } from '../helpers/wait.js';
import { createWcKit, openQr, useWallet } from './helpers.js';
import { deepQuery } from '../helpers/dom.js';

describe('--w3m-qr-color', function () {
  useWallet({ reducedMotion: true });

  it('colours the QR code of the WalletConnect view, from createAppKit and from setThemeVariables', async () => {
    await createWcKit({ themeVariables: { '--w3m-qr-color': '#123456' } });
    const { view } = await openQr();
    const qr = await waitUntil(() => deepQuery(view, 'wui-qr-code')?.shadowRoot?.querySelector('path.ink'), 'the QR code').then(
      () => deepQuery(view, 'wui-qr-code')!.shadowRoot!.querySelector('path.ink')!,
    );
    expect(getComputedStyle(qr).fill).to.equal('rgb(18, 52, 86)');
    getAppKit()!.setThemeVariables({ '--w3m-qr-color': '#654321' });
    await waitUntil(() => getComputedStyle(qr).fill === 'rgb(101, 67, 33)', `the new ink (${getComputedStyle(qr).fill})`);
  });
});
