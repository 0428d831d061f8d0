// Nothing of SIWX may load when the `siwx` option is not set (the product's configuration). This file
// imports no SIWX module itself, so every SIWX module the page fetched was fetched by the library.
import { expect } from '@open-wc/testing';
import { waitUntil } from '../helpers/wait.js';
import { getAppKit } from '../../src/app-kit.js';
import { connect, openModal } from '../../src/core/index.js';
import type { SIWXConfig } from '../../src/core/index.js';
import { TEST_WALLET_ID, announceTestWallet, renderModal, waitForView } from '../modal/helpers.js';
import { createSiwxKit, waitConnected } from './helpers.js';
import { resetAll } from '../helpers/reset.js';
import { fetched } from '../helpers/fetched.js';

const siwxModulesFetched = (): string[] => fetched(/\/src\/core\/siwx\/|w3m-siwx-sign-message-view|viem\/_esm\/(utils\/)?siwe/);

describe('SIWX loads only when the siwx option is set', function () {
  beforeEach(() => resetAll());
  afterEach(() => resetAll());

  it('connect and open the modal without siwx: no SIWX module is fetched; with siwx the flow loads', async () => {
    await announceTestWallet();
    await createSiwxKit({});
    const modal = await renderModal();
    expect(await connect(TEST_WALLET_ID)).to.equal(true);
    await waitConnected();
    openModal();
    await waitForView(modal, 'w3m-account-view');
    // open() resolves once every configured feature has loaded: the settled signal for "nothing else comes".
    await getAppKit()!.open();
    expect(siwxModulesFetched()).to.deep.equal([]);

    // The same page with a siwx option: connecting now fetches the sign-in chunk (and asks for sessions).
    const asked: string[] = [];
    const siwx: SIWXConfig = {
      createMessage: async () => {
        throw new Error('not used');
      },
      addSession: async () => undefined,
      revokeSession: async () => undefined,
      setSessions: async () => undefined,
      getSessions: async (chainId, address) => {
        asked.push(`${chainId}:${address}`);
        return [];
      },
    };
    resetAll();
    const wallet = await announceTestWallet();
    await createSiwxKit({ siwx });
    await renderModal();
    expect(await connect(TEST_WALLET_ID)).to.equal(true);
    await waitUntil(() => asked.length === 1, 'getSessions was not called');
    expect(asked).to.deep.equal([`eip155:1:${wallet.exposedAddresses[0]}`]);
    expect(siwxModulesFetched().some(url => url.includes('/src/core/siwx/flow.ts'))).to.equal(true);
  });
});
