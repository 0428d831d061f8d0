import { expect } from '@open-wc/testing';
// Loading the React entry is what a React app does; the explorer must then hear `react-…`, not `html-…`.
import '../../react/index.js';
import { LIBRARY_VERSION } from '../../src/core/index.js';
import { walletImageUrl, walletsUrl } from '../../src/core/wallets/explorer.js';

describe('explorer sdk version with the React binding', () => {
  it('names the React binding in every explorer request', () => {
    const list = new URL(walletsUrl('https://explorer.example', 'pid', { page: 1 }));
    expect(list.searchParams.get('st')).to.equal('appkit');
    expect(list.searchParams.get('sv')).to.equal(`react-w3m-modal-${LIBRARY_VERSION}`);
    const image = new URL(walletImageUrl('https://explorer.example', 'pid', 'img-1')!);
    expect(image.searchParams.get('sv')).to.equal(`react-w3m-modal-${LIBRARY_VERSION}`);
  });
});
