// EIP-6963 discovery helpers: what a modal listening for wallets will receive.
import { expect } from '@open-wc/testing';
import { getAnvil } from '../fixtures/chain.js';
import {
  DEFAULT_WALLET_ICON, TestWallet, announceWallet, dispatchAnnouncement, hostileAnnouncements, injectAsWindowEthereum,
} from '../fixtures/test-wallet.js';
import type { Eip6963ProviderDetail } from '../fixtures/test-wallet.js';

function collectAnnouncements(): { details: unknown[]; stop: () => void } {
  const details: unknown[] = [];
  const listener = (event: Event): void => { details.push((event as CustomEvent).detail); };
  window.addEventListener('eip6963:announceProvider', listener);
  return { details, stop: () => window.removeEventListener('eip6963:announceProvider', listener) };
}

describe('EIP-6963 helpers', () => {
  let wallet: TestWallet;

  before(async () => {
    wallet = new TestWallet({ rpcUrl: (await getAnvil()).url });
  });

  it('announces now and again on every requestProvider, until unannounced', () => {
    const seen = collectAnnouncements();
    const unannounce = announceWallet(wallet, { name: 'Anvil Wallet', rdns: 'dev.w3m-modal.anvil' });
    try {
      expect(seen.details).to.have.length(1);
      const detail = seen.details[0] as Eip6963ProviderDetail;
      expect(detail.provider).to.equal(wallet);
      expect(detail.info.name).to.equal('Anvil Wallet');
      expect(detail.info.rdns).to.equal('dev.w3m-modal.anvil');
      expect(detail.info.icon).to.equal(DEFAULT_WALLET_ICON);
      expect(detail.info.icon.startsWith('data:image/svg+xml,')).to.equal(true);
      expect(detail.info.uuid).to.match(/^[0-9a-f-]{36}$/);
      expect(Object.isFrozen(detail) && Object.isFrozen(detail.info)).to.equal(true);

      window.dispatchEvent(new Event('eip6963:requestProvider'));
      expect(seen.details).to.have.length(2);
      expect(seen.details[1]).to.equal(detail);

      unannounce();
      window.dispatchEvent(new Event('eip6963:requestProvider'));
      expect(seen.details).to.have.length(2);
    } finally {
      unannounce();
      seen.stop();
    }
  });

  it('delivers every hostile payload as-is to listeners', () => {
    const seen = collectAnnouncements();
    const payloads = hostileAnnouncements({ duplicateUuid: 'a1b2c3d4-0000-4000-8000-000000000001' });
    try {
      for (const payload of payloads) dispatchAnnouncement(payload.detail);
    } finally {
      seen.stop();
    }
    expect(seen.details).to.deep.equal(payloads.map((p) => p.detail));
    const ids = payloads.map((p) => p.id);
    expect(ids).to.include.members([
      'javascript-icon', 'http-icon', 'svg-script-icon', 'markup-name', 'duplicate-uuid', 'huge-name',
      'missing-fields', 'non-object-detail', 'provider-without-request',
    ]);
    const huge = payloads.find((p) => p.id === 'huge-name')?.detail as { info: { name: string } };
    expect(huge.info.name.length).to.be.at.least(10 * 1024);
    const svg = payloads.find((p) => p.id === 'svg-script-icon')?.detail as { info: { icon: string } };
    expect(decodeURIComponent(svg.info.icon)).to.contain('<script>');
  });

  it('installs and restores window.ethereum', async () => {
    const restore = injectAsWindowEthereum(wallet);
    try {
      const injected = (window as unknown as { ethereum?: TestWallet }).ethereum;
      expect(injected).to.equal(wallet);
      expect(await injected?.request({ method: 'eth_chainId' })).to.equal('0x1');
    } finally {
      restore();
    }
    expect('ethereum' in window).to.equal(false);
  });
});
