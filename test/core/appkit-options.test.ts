import { expect } from '@open-wc/testing';
import { createAppKit, getAppKit } from '../../src/app-kit.js';
import { $options, mainnet, resolveOptions } from '../../src/core/index.js';
import { resetNotBuiltWarnings, warnNotBuilt } from '../../src/core/options/development.js';
import { rowsReady } from '../../src/features.js';
import { allAppKitOptions, allAppKitOptionsWithSiwx } from '../surface/all-options.js';
import { thrownMessage } from './setup.js';
import { freshState } from '../helpers/reset.js';
import { addCleanup } from '../helpers/reset.js';

/** Captures console.warn lines that start with `w3m-modal:` until the test's cleanup. */
function captureWarnings(): string[] {
  const original = console.warn;
  const lines: string[] = [];
  console.warn = (...args: unknown[]) => {
    if (typeof args[0] === 'string' && args[0].startsWith('w3m-modal: the AppKit option')) lines.push(args[0]);
    else original.apply(console, args);
  };
  addCleanup(() => {
    console.warn = original;
  });
  return lines;
}

describe('AppKit 1.7.4 options', () => {
  beforeEach(freshState);

  it('createAppKit accepts every option and features key AppKit 1.7.4 declares (siweConfig or siwx)', async () => {
    const warnings = captureWarnings();
    expect(() => createAppKit(allAppKitOptions() as never)).not.to.throw();
    expect(getAppKit()).to.exist;
    await rowsReady();
    expect(() => createAppKit(allAppKitOptionsWithSiwx() as never)).not.to.throw();
    await rowsReady();
    expect(warnings.length).to.be.greaterThan(0);
  });

  it('warns once per option not built here, naming it and what happens instead', async () => {
    resetNotBuiltWarnings();
    const warnings = captureWarnings();
    createAppKit({
      projectId: 'p',
      networks: [mainnet],
      tokens: {},
      coinbasePreference: 'all',
      features: { pay: true, socials: ['farcaster'], walletFeaturesOrder: ['send', 'receive'], swaps: true, onramp: false }
    });
    await rowsReady();
    createAppKit({ projectId: 'p', networks: [mainnet], tokens: {} });
    await rowsReady();
    warnNotBuilt({ tokens: {} });
    expect(warnings.filter(line => line.includes('`tokens`'))).to.have.length(1);
    expect(warnings.find(line => line.includes('`coinbasePreference`'))).to.contain('Coinbase');
    expect(warnings.find(line => line.includes('`features.pay`'))).to.contain('Pay');
    expect(warnings.find(line => line.includes('`features.socials`'))).to.contain('Farcaster');
    // Swap is built here now (as Send, Receive and Buy): turned on, it warns of nothing; `false` asks for nothing that
    // is missing either, and the account view's buttons follow walletFeaturesOrder.
    expect(warnings.filter(line => line.includes('`features.swaps`'))).to.deep.equal([]);
    expect(warnings.filter(line => line.includes('`features.onramp`'))).to.deep.equal([]);
    expect(warnings.filter(line => line.includes('`features.walletFeaturesOrder`'))).to.deep.equal([]);
  });

  it('a known AppKit option with a wrong type fails naming it', () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ termsConditionsUrl: 1 }, '`termsConditionsUrl`'],
      [{ chainImages: { 1: 2 } }, '`chainImages.1`'],
      [{ defaultAccountTypes: { eip155: 'wallet' } }, '`defaultAccountTypes.eip155`'],
      [{ enableCoinbase: 'no' }, '`enableCoinbase`'],
      [{ features: { collapseWallets: 'yes' } }, '`features.collapseWallets`'],
      [{ features: { walletFeaturesOrder: ['fly'] } }, '`features.walletFeaturesOrder.0`'],
      [{ customRpcUrls: { 'eip155:1': [{ url: 'http://x', config: 1 }] } }, '`customRpcUrls.eip155:1.0.config`']
    ];
    for (const [extra, named] of cases) {
      expect(thrownMessage(() => resolveOptions({ projectId: 'p', networks: [mainnet], ...extra })), named).to.contain(named);
    }
  });

  it('honours chainImages, features.allWallets, showWallets, defaultAccountTypes and the legal URLs', () => {
    createAppKit(allAppKitOptions() as never);
    const options = $options.get()!;
    expect(options.networks[0]?.assets?.imageUrl).to.equal('https://game.example/eth.png');
    expect(options.features.emailShowWallets).to.equal(true);
    expect(options.given.defaultAccountTypes).to.deep.equal({ eip155: 'smartAccount', solana: 'eoa' });
    expect(options.given.termsConditionsUrl).to.equal('https://game.example/terms');
    expect(options.given.privacyPolicyUrl).to.equal('https://game.example/privacy');
    expect(options.features.socials).to.deep.equal(['google']);
    expect(resolveOptions({ networks: [mainnet], features: { allWallets: false } }).allWallets).to.equal('HIDE');
  });

  // Signing in through a siweConfig's mapToSIWX() with the test wallet: test/siwx/flow.test.ts.
  it('a siweConfig without mapToSIWX() fails with a clear error', () => {
    expect(thrownMessage(() => createAppKit({ networks: [mainnet], siweConfig: {} as never }))).to.contain('mapToSIWX');
  });
});
