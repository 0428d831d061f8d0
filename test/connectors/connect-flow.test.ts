// The one connect flow: `connect(id)` decides no route; the modal follows its steps ($connectStep) through the
// listener its feature registers (src/core/modal/follow-connection.ts).
import { expect } from '@open-wc/testing';
import { $connectStep, $modal, $router, connect, openModal } from '../../src/core/index.js';
import type { ConnectStep } from '../../src/core/index.js';
import { setupWallet } from './helpers.js';
import { freshState, runCleanups } from '../helpers/reset.js';
import { waitUntil } from '../helpers/wait.js';

function recordSteps(): { steps: ConnectStep['step'][]; stop: () => void } {
  const steps: ConnectStep['step'][] = [];
  return { steps, stop: $connectStep.listen(state => void steps.push(state.step)) };
}

describe('the connect flow: one action, the modal follows its steps', () => {
  beforeEach(freshState);
  afterEach(runCleanups);

  it('with the modal open, connect() alone shows the wallet prompt view, then the connection closes the modal', async () => {
    const { wallet, id } = await setupWallet({ approval: 'manual' });
    openModal();
    expect($router.get().view).to.equal('Connect');
    const { steps, stop } = recordSteps();
    const connecting = connect(id);
    expect($router.get()).to.include({ view: 'ConnectingExternal' });
    expect($router.get().params).to.deep.equal({ connectorId: id });
    await waitUntil(() => wallet.pendingRequests.length > 0, 'the wallet was not asked');
    await wallet.approveNext();
    expect(await connecting).to.equal(true);
    stop();
    expect(steps).to.deep.equal(['connecting', 'connected']);
    expect($modal.get().open).to.equal(false);
  });

  it('with the modal closed, connect() opens nothing and moves no route', async () => {
    const { id } = await setupWallet();
    const before = $router.get();
    expect(await connect(id)).to.equal(true);
    expect($modal.get().open).to.equal(false);
    expect($router.get()).to.equal(before);
  });

  it('a declined prompt keeps the modal on the prompt view with the failure step', async () => {
    const { wallet, id } = await setupWallet({ approval: 'manual' });
    openModal();
    const connecting = connect(id);
    await waitUntil(() => wallet.pendingRequests.length > 0, 'the wallet was not asked');
    wallet.rejectNext();
    expect(await connecting).to.equal(false);
    expect($connectStep.get().step).to.equal('failed');
    expect($modal.get().open).to.equal(true);
    expect($router.get().view).to.equal('ConnectingExternal');
  });
});
