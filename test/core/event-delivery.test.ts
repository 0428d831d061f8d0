import { expect } from '@open-wc/testing';
import { atom } from 'nanostores';
import { emitEvent, subscribeEvents } from '../../src/core/index.js';
import type { AppKitEvent } from '../../src/core/index.js';
import { freshState } from '../helpers/reset.js';

const names = (events: AppKitEvent[]): string[] => events.map(event => event.data.event);

describe('subscribeEvents delivery', () => {
  beforeEach(freshState);

  it('hears every event emitted by the listeners of one store change, in order (CONNECT_SUCCESS, then MODAL_CLOSE)', () => {
    const heard: AppKitEvent[] = [];
    const stop = subscribeEvents(event => heard.push(event));
    const $step = atom(0);
    const stops = [$step.listen(() => emitEvent('CONNECT_SUCCESS', { method: 'browser', name: 'W' })), $step.listen(() => emitEvent('MODAL_CLOSE', { connected: true }))];
    $step.set(1);
    stops.forEach(unsubscribe => unsubscribe());
    stop();
    expect(names(heard)).to.deep.equal(['CONNECT_SUCCESS', 'MODAL_CLOSE']);
  });

  it('a subscriber that throws does not keep the event from the others, and its error is thrown after', () => {
    const heard: string[] = [];
    const stops = [
      subscribeEvents(() => {
        throw new Error('analytics broke');
      }),
      subscribeEvents(event => heard.push(event.data.event)),
    ];
    expect(() => emitEvent('MODAL_OPEN', { connected: false })).to.throw('analytics broke');
    stops.forEach(stop => stop());
    expect(heard).to.deep.equal(['MODAL_OPEN']);
  });
});
