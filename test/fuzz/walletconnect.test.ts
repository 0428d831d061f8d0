// Property: the WalletConnect connector's session handlers (accountsChanged, chainChanged, session_update,
// session_delete), called as the SDK would call them on its provider but with arbitrary payloads and session
// contents, never throw and never leave "connected" without a valid address and chain. No relay: the handlers
// run against a stand-in provider object. The session parsing helpers get arbitrary account lists too.
import { expect } from '@open-wc/testing';
import fc from 'fast-check';
import { createAppKit } from '../../src/app-kit.js';
import { WalletConnectConnector } from '../../src/connectors/walletconnect/connector.js';
import { addressesOn, pickChain, sessionAccounts, sessionChains, solanaSessionResult } from '../../src/connectors/walletconnect/namespaces.js';
import type { ResolvedOptions } from '../../src/core/options/options.js';
import { $account, $chain, addConnector, isEvmAddress } from '../../src/core/index.js';
import { applyConnection } from '../../src/core/connection/apply.js';
import { kitOptions } from '../connectors/helpers.js';
import { freshState } from '../helpers/reset.js';
import { catchUncaught, check, hostileValue } from './config.js';

const address = fc.stringMatching(/^0x[0-9a-fA-F]{40}$/);
const caipAccount = fc.oneof(
  { weight: 3, arbitrary: fc.tuple(fc.constantFrom('1', '137', '0', '01', '-1', '1e3', 'x'), address).map(([chain, a]) => `eip155:${chain}:${a}`) },
  fc.constantFrom('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp:7S3P4HxJpyyigGzodYwHtCxZyUQe9JiBMHyRWXArAaKv', 'eip155:1', 'eip155::', ':::', 'eip155:1:0x1:extra'),
  fc.string(),
  hostileValue()
);
const accountList = fc.oneof({ weight: 3, arbitrary: fc.array(caipAccount, { maxLength: 5 }) }, hostileValue());
const event = fc.record({
  name: fc.constantFrom('accountsChanged', 'chainChanged', 'session_update', 'session_delete'),
  payload: fc.oneof(fc.array(address, { maxLength: 2 }), fc.constantFrom('0x1', 1, 137, '0x89', 'eip155:1'), hostileValue()),
  /** What the session holds when the event fires (a session_update carries a new one). */
  session: fc.option(fc.record({ namespaces: fc.oneof(fc.record({ eip155: fc.record({ accounts: accountList }) }), hostileValue()) }), { nil: undefined }),
  chainAnswer: fc.oneof(fc.constantFrom('0x1', '0x89'), hostileValue())
});

type Handlers = Record<string, (value: unknown) => void>;

function assertInvariants(): void {
  const account = $account.get();
  const chain = $chain.get();
  if (account.status !== 'connected') return;
  expect(isEvmAddress(account.address), `connected with address ${String(account.address)}`).to.equal(true);
  expect(chain.activeNetwork !== undefined || Number.isSafeInteger(chain.unsupportedChainId), 'connected without a chain').to.equal(true);
}

describe('fuzz: WalletConnect session events', function () {
  afterEach(freshState);

  it('session handlers never throw and keep the connected state valid', async () => {
    const options = await kitOptions();
    await check(
      fc.asyncProperty(address, fc.array(event, { minLength: 1, maxLength: 6 }), async (first, events) => {
        freshState();
        createAppKit(options);
        const connector = new WalletConnectConnector({ id: 'fuzzWalletConnect', type: 'WALLET_CONNECT', name: 'WalletConnect', namespace: 'eip155' }, {} as ResolvedOptions);
        let chainAnswer: unknown = '0x1';
        let lastRequest: Promise<unknown> = Promise.resolve();
        const provider = {
          session: { namespaces: { eip155: { accounts: [`eip155:1:${first}`] } } } as unknown,
          request: ({ method }: { method: string }) => (lastRequest = method === 'eth_chainId' ? Promise.resolve(chainAnswer) : Promise.reject(new Error(method))),
          setDefaultChain: () => undefined,
          disconnect: async () => undefined,
          on: () => undefined,
          removeListener: () => undefined
        };
        (connector as unknown as { live: unknown }).live = provider;
        addConnector(connector);
        applyConnection(connector, { accounts: [first], chainId: 1 });
        const handlers = (connector as unknown as { handlers: Handlers }).handlers;
        const { uncaught } = await catchUncaught(async () => {
          for (const e of events) {
            provider.session = e.session;
            chainAnswer = e.chainAnswer;
            handlers[e.name]!(e.payload);
            // session_update re-reads the chain: its answer, then the turn that applies it, is the settled signal.
            await lastRequest.catch(() => undefined);
            await Promise.resolve();
            assertInvariants();
          }
        });
        expect(uncaught, 'uncaught errors').to.deep.equal([]);
      })
    );
  });

  it('session parsing helpers accept any account list without throwing', async () => {
    await check(
      fc.property(fc.array(caipAccount, { maxLength: 8 }), fc.option(fc.integer({ min: 1, max: 200 }), { nil: undefined }), fc.option(fc.string(), { nil: undefined }), (accounts, preferred, cluster) => {
        const parsed = sessionAccounts(accounts as string[]);
        for (const account of parsed) {
          expect(Number.isSafeInteger(account.chainId) && account.chainId > 0).to.equal(true);
          expect(typeof account.address).to.equal('string');
        }
        const chains = sessionChains(parsed);
        const chain = pickChain(chains, preferred);
        if (chain !== undefined) {
          expect(chains).to.include(chain);
          expect(addressesOn(parsed, chain).length).to.be.greaterThan(0);
        }
        const solana = solanaSessionResult(accounts as string[], cluster);
        if (solana) expect(solana.accounts.length).to.be.greaterThan(0);
      })
    );
  });
});
