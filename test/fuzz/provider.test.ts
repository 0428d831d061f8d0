// Property: a wallet that answers eth_requestAccounts / eth_chainId with anything (values or throws, in any
// order) and emits accountsChanged / chainChanged / disconnect with any payload never leaves the stores
// "connected" without a valid address and chain, and reading its errors never throws.
import { expect } from '@open-wc/testing';
import fc from 'fast-check';
import { createAppKit } from '../../src/app-kit.js';
import { Eip1193Connector } from '../../src/connectors/eip1193-connector.js';
import { $account, $chain, addConnector, MAX_WALLET_MESSAGE, classifyWalletError, connect, isEvmAddress } from '../../src/core/index.js';
import { kitOptions } from '../connectors/helpers.js';
import { freshState } from '../helpers/reset.js';
import { catchUncaught, check, hostileValue } from './config.js';

type Listener = (...args: unknown[]) => void;
interface Answer {
  throws: boolean;
  value: unknown;
  /** Microtask turns before the answer settles: answers to different requests overtake each other. */
  ticks: number;
}

const address = fc.stringMatching(/^0x[0-9a-fA-F]{40}$/);
const answerValue = fc.oneof(
  fc.array(address, { minLength: 1, maxLength: 3 }),
  fc.constantFrom('0x1', '0x89', 1, 137, '0x0', '0x', 'eip155:1'),
  fc.record({ code: fc.oneof(fc.constantFrom(4001, 4100, -32002, 5000), fc.integer()), message: fc.oneof(fc.string(), hostileValue()) }),
  hostileValue()
);
const answer = fc.record({ throws: fc.boolean(), value: answerValue, ticks: fc.nat(6) });
/** Mostly an honest answer, so the connected state is reached and then attacked by the events. */
const answerOr = (honest: fc.Arbitrary<unknown>): fc.Arbitrary<Answer> =>
  fc.oneof({ weight: 2, arbitrary: fc.record({ throws: fc.constant(false), value: honest, ticks: fc.nat(6) }) }, answer);
const walletEvent = fc.record({ name: fc.constantFrom('accountsChanged', 'chainChanged', 'disconnect'), payload: answerValue, ticks: fc.nat(6) });

const turns = async (n: number): Promise<void> => {
  for (let i = 0; i < n; i++) await Promise.resolve();
};

function scriptedWallet(answers: Record<string, Answer>): { request(args: { method: string }): Promise<unknown>; on(e: string, l: Listener): void; removeListener(e: string, l: Listener): void; emit(e: string, v: unknown): void } {
  const listeners = new Map<string, Set<Listener>>();
  return {
    async request({ method }) {
      const planned = answers[method] ?? { throws: true, value: { code: 4200, message: 'unsupported' }, ticks: 0 };
      await turns(planned.ticks);
      if (planned.throws) throw planned.value;
      return planned.value;
    },
    on: (event, listener) => void (listeners.get(event) ?? listeners.set(event, new Set()).get(event)!).add(listener),
    removeListener: (event, listener) => void listeners.get(event)?.delete(listener),
    emit: (event, value) => listeners.get(event)?.forEach(listener => listener(value))
  };
}

function assertInvariants(): void {
  const account = $account.get();
  const chain = $chain.get();
  if (account.status === 'connected') {
    expect(isEvmAddress(account.address), `connected with address ${String(account.address)}`).to.equal(true);
    expect(chain.activeNetwork !== undefined || Number.isSafeInteger(chain.unsupportedChainId), 'connected without a chain').to.equal(true);
    expect(account.caipAddress?.endsWith(String(account.address))).to.equal(true);
  }
}

describe('fuzz: provider answers and events', function () {
  afterEach(freshState);

  it('"connected" always means a valid address and chain; nothing throws', async () => {
    const options = await kitOptions();
    let connected = 0;
    await check(
      fc.asyncProperty(answerOr(fc.array(address, { minLength: 1, maxLength: 3 })), answerOr(fc.constantFrom('0x1', 1, '0x89')), fc.array(walletEvent, { maxLength: 6 }), async (accounts, chainId, events) => {
        freshState();
        createAppKit(options);
        const wallet = scriptedWallet({ eth_requestAccounts: accounts, eth_chainId: chainId, wallet_revokePermissions: { throws: false, value: null, ticks: 0 } });
        const connector = new Eip1193Connector({ id: 'io.fuzz.wallet', type: 'ANNOUNCED', name: 'Fuzz', rdns: 'io.fuzz.wallet', namespace: 'eip155' }, wallet);
        addConnector(connector);
        const { uncaught } = await catchUncaught(async () => {
          const connecting = connect(connector.info.id);
          // Events race the connect answers; each is followed by the invariant check.
          const emitting = (async () => {
            for (const event of events) {
              await turns(event.ticks);
              wallet.emit(event.name, event.payload);
              assertInvariants();
            }
          })();
          await Promise.all([connecting, emitting]);
          for (const event of events) wallet.emit(event.name, event.payload);
        });
        expect(uncaught, 'uncaught errors').to.deep.equal([]);
        assertInvariants();
        if ($account.get().status === 'connected') connected += 1;
        for (const planned of [accounts, chainId, ...events.map(e => ({ value: e.payload }))]) {
          const info = classifyWalletError(planned.value);
          expect(['declined', 'pending', 'failed']).to.include(info.kind);
          expect(info.message.length).to.be.at.most(MAX_WALLET_MESSAGE);
        }
      })
    );
    expect(connected, 'cases that ended connected').to.be.greaterThan(0);
  });
});
