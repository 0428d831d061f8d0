// AppKit's `defaultAccountTypes`: the account type the embedded wallet signs the player in with.
import { expect } from '@open-wc/testing';
import { getAccount } from '../../src/core/index.js';
import { renderModal } from '../modal/helpers.js';
import { callNames } from './helpers.js';
import { createAuthKit, signInByEmail } from './kit.js';
import { resetAll } from '../helpers/reset.js';

const SMART_ACCOUNT = '0x5a5a5a5a5a5a5a5a5a5a5a5a5a5a5a5a5a5a5a5a';

describe('defaultAccountTypes', () => {
  beforeEach(() => resetAll());
  afterEach(() => resetAll());

  it("{ eip155: 'smartAccount' }: the player signs in on the smart account", async () => {
    const { session } = await createAuthKit({ defaultAccountTypes: { eip155: 'smartAccount' } });
    await renderModal();
    await signInByEmail();
    expect(await callNames(session)).to.include('GET_USER');
    expect(getAccount('eip155').preferredAccountTypes.eip155).to.equal('smartAccount');
    expect(getAccount('eip155').address).to.equal(SMART_ACCOUNT);
  });

  it('without it the player signs in on the EOA, as before', async () => {
    const { site } = await createAuthKit();
    await renderModal();
    await signInByEmail();
    expect(getAccount('eip155').preferredAccountTypes.eip155).to.equal('eoa');
    expect(getAccount('eip155').address).to.equal(site.address);
  });
});
