import { expect } from '@open-wc/testing';
// A React app creates its kit with the React entry's createAppKit; the explorer must then hear `react-…`, not `html-…`.
import { createAppKit, mainnet } from '../../react/index.js';
import { createAppKit as createPlainAppKit } from '../../src/index.js';
import { LIBRARY_VERSION } from '../../src/core/index.js';
import { walletImageUrl, walletsUrl } from '../../src/core/wallets/explorer.js';
import { resetAll } from '../helpers/reset.js';

const listVersion = (): string | null => new URL(walletsUrl('https://explorer.example', 'pid', { page: 1 })).searchParams.get('sv');

describe('explorer sdk version with the React binding', () => {
  afterEach(resetAll);

  it('names the React binding in every explorer request', () => {
    createAppKit({ networks: [mainnet], enableWalletConnect: false });
    const list = new URL(walletsUrl('https://explorer.example', 'pid', { page: 1 }));
    expect(list.searchParams.get('st')).to.equal('appkit');
    expect(list.searchParams.get('sv')).to.equal(`react-w3m-modal-${LIBRARY_VERSION}`);
    const image = new URL(walletImageUrl('https://explorer.example', 'pid', 'img-1')!);
    expect(image.searchParams.get('sv')).to.equal(`react-w3m-modal-${LIBRARY_VERSION}`);
  });

  it('names the plain binding once that kit is gone and one is created without React', () => {
    createAppKit({ networks: [mainnet], enableWalletConnect: false });
    resetAll();
    expect(listVersion()).to.equal(`html-w3m-modal-${LIBRARY_VERSION}`);
    createPlainAppKit({ networks: [mainnet], enableWalletConnect: false });
    expect(listVersion()).to.equal(`html-w3m-modal-${LIBRARY_VERSION}`);
  });
});
