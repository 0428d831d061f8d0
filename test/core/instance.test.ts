import { expect, fixture, html } from '@open-wc/testing';
import { sepolia } from 'viem/chains';
import { AppKit, createAppKit, getAppKit } from '../../src/index.js';
import { $modal, $options, $toast, mainnet } from '../../src/core/index.js';
import { patchAccount } from '../helpers/account.js';
import '../../src/define.js';
import { freshState } from '../helpers/reset.js';
import { waitUntil } from '../helpers/wait.js';
import { thrownMessage } from './setup.js';

const ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';

describe('the AppKit instance', () => {
  beforeEach(freshState);

  it('answers the members a plain-JavaScript app calls at load, before any wallet', () => {
    const kit = createAppKit({ projectId: 'p', networks: [mainnet, sepolia] });
    const seen: unknown[] = [];
    kit.subscribeProviders(providers => seen.push(providers));
    kit.subscribeWalletInfo(info => seen.push(info));
    expect(kit.getAddress()).to.equal(undefined);
    expect(kit.getChainId()).to.equal(1);
    expect(kit.getCaipNetworkId()).to.equal(1);
    expect(kit.getCaipNetworks().map(n => n.caipNetworkId)).to.deep.equal(['eip155:1', 'eip155:11155111']);
    expect(kit.getActiveChainNamespace()).to.equal('eip155');
    expect(kit.isOpen()).to.equal(false);
    expect(kit.getError()).to.equal('');
    kit.updateFeatures({ analytics: false });
    expect(kit.options.features.analytics).to.equal(false);
    expect(AppKit.getInstance()).to.equal(kit);
    expect(getAppKit()).to.equal(kit);
  });

  it('reports an account by namespace, through getters and subscribeAccount', async () => {
    const kit = createAppKit({ projectId: 'p', networks: [mainnet] });
    const reported: (string | undefined)[] = [];
    kit.subscribeAccount(account => reported.push(account.address));
    patchAccount('eip155', { address: ADDRESS, caipAddress: `eip155:1:${ADDRESS}`, status: 'connected' });
    expect(kit.getAddress()).to.equal(ADDRESS);
    expect(kit.getAddress('eip155')).to.equal(ADDRESS);
    expect(kit.getCaipAddress('eip155')).to.equal(`eip155:1:${ADDRESS}`);
    expect(kit.getAddress('solana')).to.equal(undefined);
    expect(kit.getAccount('eip155')?.isConnected).to.equal(true);
    expect(kit.getIsConnectedState()).to.equal(true);
    await waitUntil(() => reported.includes(ADDRESS), 'subscribeAccount reported the address');
  });

  it('adds and removes networks, refusing the last one of a namespace', () => {
    const kit = createAppKit({ projectId: 'p', networks: [mainnet] });
    kit.addNetwork('eip155', sepolia);
    expect(kit.getCaipNetworks('eip155')).to.have.length(2);
    kit.removeNetwork('eip155', sepolia.id);
    expect(thrownMessage(() => kit.removeNetwork('eip155', 1))).to.contain('last network');
    expect(thrownMessage(() => kit.addNetwork('solana', sepolia))).to.contain('solana');
  });

  it('shows messages, the loading state and the preferred account type as AppKit', () => {
    const kit = createAppKit({ projectId: 'p', networks: [mainnet], defaultAccountTypes: { eip155: 'smartAccount' } });
    kit.showErrorMessage('Oops');
    expect($toast.get()).to.include({ variant: 'error', message: 'Oops' });
    kit.setLoading(true);
    expect($modal.get().loading).to.equal(true);
    expect(kit.getPreferredAccountType('eip155')).to.equal('smartAccount');
    kit.setPreferredAccountType('eoa', 'eip155');
    expect(kit.getPreferredAccountType('eip155')).to.equal('eoa');
  });

  it('the instance a <w3m-modal project-id> tag made takes later updates too, and refuses bad ones', async () => {
    await fixture(html`<w3m-modal project-id="tag-project" networks="eip155:1" .config=${{ explorerApiUrl: 'http://127.0.0.1:9' }}></w3m-modal>`);
    const kit = getAppKit()!;
    kit.updateFeatures({ analytics: false });
    kit.setTermsConditionsUrl('https://game.example/terms');
    kit.setConnectMethodsOrder(['email', 'wallet', 'social']);
    const options = $options.get()!;
    expect(options.projectId).to.equal('tag-project');
    expect(options.features.analytics).to.equal(false);
    expect(options.features.connectMethodsOrder).to.deep.equal(['email', 'wallet', 'social']);
    expect(options.given.termsConditionsUrl).to.equal('https://game.example/terms');
    expect(options.given.explorerApiUrl).to.equal('http://127.0.0.1:9');
    expect(thrownMessage(() => kit.updateOptions({ projectId: 42 as never }))).to.contain('projectId');
    expect($options.get()).to.equal(options);
  });

  it('a bad update throws naming the option and changes nothing', () => {
    const kit = createAppKit({ projectId: 'p', networks: [mainnet] });
    expect(thrownMessage(() => kit.updateFeatures({ email: 'yes' as never }))).to.contain('`features.email`');
    expect(kit.options.features.email).to.equal(false);
    kit.setTermsConditionsUrl('https://game.example/terms');
    expect(kit.options.given.termsConditionsUrl).to.equal('https://game.example/terms');
  });
});
