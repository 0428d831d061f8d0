import { destroyAppKit } from '../../src/app-kit.js';
import { expect } from '@open-wc/testing';
import { $options, mainnet, resolveOptions, setOptions } from '../../src/core/index.js';
import type { AppKitOptions } from '../../src/core/index.js';
import { ExplorerError, fetchAllWallets, fetchWalletsPage, walletImageUrl, walletsUrl } from '../../src/core/wallets/explorer.js';
import { $explorer, $walletList, loadExplorerWallets, walletIcon } from '../../src/core/wallets/store.js';
import { BUNDLED_WALLETS } from '../../src/core/wallets/data.js';
import { explorerSession } from './helpers.js';
import { resetAll } from '../helpers/reset.js';
// The explorer client is a lazy module: the composition root provides it (createAppKit calls the root).
import { assembleKit } from '../../src/root.js';

const configure = (options: Partial<AppKitOptions>) => setOptions({ projectId: 'test-project', networks: [mainnet], ...options });

describe('wallet explorer client', () => {
  before(assembleKit);
  beforeEach(() => {
    resetAll();
  });
  afterEach(() => {
    resetAll();
  });

  it('sends page, entries, chains, include, exclude, search and the client fields', () => {
    const url = new URL(walletsUrl('https://explorer.example/', 'pid', { page: 2, entries: 40, chains: ['eip155:1'], include: ['a', 'b'], exclude: ['c'], search: 'rain bow' }));
    expect(url.pathname).to.equal('/getWallets');
    expect(Object.fromEntries(url.searchParams)).to.deep.equal({
      page: '2',
      entries: '40',
      chains: 'eip155:1',
      include: 'a,b',
      exclude: 'c',
      search: 'rain bow',
      projectId: 'pid',
      st: 'appkit',
      sv: 'html-w3m-modal-0.1.0',
    });
    expect(walletImageUrl('https://explorer.example', 'pid', 'img-1')).to.equal('https://explorer.example/getWalletImage/img-1?projectId=pid&st=appkit&sv=html-w3m-modal-0.1.0');
    expect(walletImageUrl('https://explorer.example', 'pid', '../x')).to.equal(undefined);
  });

  it('reads pages from the local explorer, with the filters applied by the server', async () => {
    const explorer = await explorerSession(120);
    const page = await fetchWalletsPage({ baseUrl: explorer.base, projectId: 'p' }, { page: 2, entries: 50, chains: ['eip155:1'] });
    expect(page.count).to.equal(118);
    expect(page.wallets).to.have.length(50);
    // Wallet 050 supports only solana, so the second page of EVM wallets starts at 052.
    expect(page.wallets[0]!.name).to.equal('Fixture Wallet 052');
    const searched = await fetchWalletsPage({ baseUrl: explorer.base, projectId: 'p' }, { search: 'wallet 007' });
    expect(searched.wallets.map(w => w.name)).to.deep.equal(['Fixture Wallet 007']);
    const all = await fetchAllWallets({ baseUrl: explorer.base, projectId: 'p' }, { chains: ['eip155:1'] });
    expect(all.wallets).to.have.length(118);
    expect(await explorer.requests()).to.have.length(4);
  });

  it('keeps the valid entries of a hostile answer and drops the rest', async () => {
    const explorer = await explorerSession();
    await explorer.setMode('hostile');
    const page = await fetchWalletsPage({ baseUrl: explorer.base, projectId: 'p' }, {});
    expect(page.wallets.map(w => w.name)).to.deep.equal(['<img src=x onerror=alert(1)>']);
    expect(page.rejected).to.equal(5);
  });

  it('fails with a clear error on a server error and on a timeout', async () => {
    const explorer = await explorerSession();
    await explorer.setMode('down');
    let error: unknown;
    await fetchWalletsPage({ baseUrl: explorer.base, projectId: 'p' }, {}).catch(e => (error = e));
    expect(error).to.be.instanceOf(ExplorerError);
    expect((error as Error).message).to.equal('The wallet explorer answered 503');
    await explorer.setMode('normal', { delay: 2000 });
    error = undefined;
    await fetchWalletsPage({ baseUrl: explorer.base, projectId: 'p', timeoutMs: 100 }, {}).catch(e => (error = e));
    expect((error as Error).message).to.equal('The wallet explorer did not answer in time');
  });

  it('validates explorerApiUrl: an http(s) URL, else a clear error and no change', () => {
    expect(resolveOptions({ networks: [mainnet] }).explorerApiUrl).to.equal(undefined);
    expect(resolveOptions({ networks: [mainnet], explorerApiUrl: 'http://127.0.0.1:9/x' }).explorerApiUrl).to.equal('http://127.0.0.1:9/x');
    configure({ explorerApiUrl: 'https://kept.example' });
    expect(() => configure({ explorerApiUrl: 'javascript:alert(1)' })).to.throw('Invalid option `explorerApiUrl`: expected an http:// or https:// URL');
    expect(() => configure({ explorerApiUrl: 42 as unknown as string })).to.throw('`explorerApiUrl`');
    expect($options.get()?.explorerApiUrl).to.equal('https://kept.example');
  });

  it('fetches nothing without a projectId', async () => {
    const explorer = await explorerSession();
    configure({ projectId: undefined, explorerApiUrl: explorer.base });
    await loadExplorerWallets();
    expect($explorer.get().status).to.equal('off');
    expect(await explorer.requests()).to.deep.equal([]);
    expect($walletList.get()).to.have.length(BUNDLED_WALLETS.length);
  });

  it('caches the answer: the next visit lists the wallets at once and keeps them when the explorer is down', async () => {
    const explorer = await explorerSession(30);
    configure({ explorerApiUrl: explorer.base });
    await loadExplorerWallets();
    expect($explorer.get()).to.include({ status: 'ready', reachable: true });
    expect($walletList.get()).to.have.length(BUNDLED_WALLETS.length + 30);
    const fixtureWallet = $walletList.get().find(item => item.wallet.name === 'Fixture Wallet 001')!;
    expect(walletIcon(fixtureWallet.wallet)).to.equal(`${explorer.base}/getWalletImage/img-1?projectId=test-project&st=appkit&sv=html-w3m-modal-0.1.0`);

    // A new page load: stores are fresh, storage is not.
    destroyAppKit();
    await explorer.setMode('down');
    configure({ explorerApiUrl: explorer.base });
    const loading = loadExplorerWallets();
    expect($explorer.get()).to.include({ status: 'loading', cached: true });
    expect($walletList.get()).to.have.length(BUNDLED_WALLETS.length + 30);
    await loading;
    expect($explorer.get().status).to.equal('error');
    expect($walletList.get()).to.have.length(BUNDLED_WALLETS.length + 30);
    // Offline, no image is requested: the monogram stands in.
    expect(walletIcon(fixtureWallet.wallet)).to.equal('');
  });

  it('asks the explorer only for the included wallets, and not for excluded ones', async () => {
    const explorer = await explorerSession(10);
    const id = (n: number) => (0xf1000 + n).toString(16).padStart(64, '0');
    configure({ explorerApiUrl: explorer.base, includeWalletIds: [id(0), id(3)], excludeWalletIds: [id(3)] });
    await loadExplorerWallets();
    expect($walletList.get().map(item => item.wallet.name)).to.deep.equal(['Fixture Wallet 001']);
    const [request] = await explorer.requests();
    const query = new URL(`http://x${request}`).searchParams;
    expect(query.get('include')).to.equal(`${id(0)},${id(3)}`);
    expect(query.get('exclude')).to.equal(id(3));
  });

  it('ignores a corrupted cache and one made for another explorer', async () => {
    const explorer = await explorerSession(5);
    localStorage.setItem('w3m:walletCache', '{"key":"x","at":1,"wallets":[{"id":"<script>","name":1}]}');
    configure({ explorerApiUrl: explorer.base });
    await explorer.setMode('down');
    await loadExplorerWallets();
    expect($walletList.get()).to.have.length(BUNDLED_WALLETS.length);
    expect(localStorage.getItem('w3m:walletCache')).to.equal(null);
    await explorer.setMode('normal');
    await loadExplorerWallets({ force: true });
    destroyAppKit();
    configure({ explorerApiUrl: `${explorer.base}-other` });
    const other = loadExplorerWallets();
    expect($explorer.get().cached).to.equal(false);
    await other.catch(() => undefined);
  });
});
