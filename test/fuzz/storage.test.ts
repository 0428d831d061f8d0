// Property: arbitrary JSON and non-JSON strings under every storage key before createAppKit: nothing throws,
// and after the kit writes, each key it wrote holds a value its reader accepts.
import { expect } from '@open-wc/testing';
import fc from 'fast-check';
import { createAppKit } from '../../src/app-kit.js';
import { readAuthCache } from '../../src/connectors/auth/auth-session.js';
import { STORAGE_KEYS, isString, readStored } from '../../src/core/storage.js';
import { $theme, loadRecentWallets, setThemeMode } from '../../src/core/index.js';
import { chooseMobileWallet, rememberedMobileWallet } from '../../src/core/walletconnect/actions.js';
import { readWalletCache } from '../../src/core/wallets/store.js';
import { recordRecentWallet } from '../../src/core/wallets/recent.js';
import { initTheme } from '../../src/core/modal/theme.js';
import { storedNamespacesOf } from '../../src/core/multichain/index.js';
import { kitOptions } from '../connectors/helpers.js';
import { freshState, runCleanups } from '../helpers/reset.js';
import { catchUncaught, check } from './config.js';

type Key = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS];
const KEYS = Object.values(STORAGE_KEYS) as Key[];

/** Each key's reader; reading removes a value it rejects, so "unchanged by the read" means "accepted". */
const READERS: Record<Key, () => unknown> = {
  connectedConnectorId: () => readStored(STORAGE_KEYS.connectedConnectorId, isString),
  connectedNamespace: () => readStored(STORAGE_KEYS.connectedNamespace, isString),
  namespaceConnectors: () => storedNamespacesOf('any'),
  themeMode: () => initTheme(undefined, {}),
  recentWallets: () => loadRecentWallets(),
  activeCaipNetworkId: () => readStored(STORAGE_KEYS.activeCaipNetworkId, isString),
  wcMobileWallet: () => rememberedMobileWallet(),
  walletCache: () => readWalletCache(),
  siwxSessions: () => undefined,
  auth: () => readAuthCache()
};

const plausible: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom('light', 'dark', 'injected', 'eip155', 'eip155:1', 'io.metamask'),
  fc.array(fc.string({ maxLength: 20 }), { maxLength: 6 }),
  fc.record({ key: fc.string(), at: fc.oneof(fc.integer(), fc.string()), wallets: fc.array(fc.jsonValue(), { maxLength: 3 }) }, { requiredKeys: [] }),
  fc.record({ id: fc.string(), name: fc.string(), link: fc.oneof(fc.webUrl(), fc.string()) }, { requiredKeys: [] }),
  fc.dictionary(fc.string({ maxLength: 12 }), fc.jsonValue(), { maxKeys: 5 })
);
const raw: fc.Arbitrary<string> = fc.oneof(
  plausible.map(v => JSON.stringify(v) ?? 'null'),
  fc.json(),
  fc.string(),
  fc.constantFrom('', '{', 'undefined', 'NaN', '[1,', '"unterminated', '\u0000', 'x'.repeat(200_000))
);

describe('fuzz: stored values', function () {
  afterEach(() => {
    runCleanups();
    freshState();
  });

  it('any stored value: nothing throws, and what the kit writes its readers accept', async () => {
    const options = await kitOptions();
    await check(
      fc.asyncProperty(fc.dictionary(fc.constantFrom(...KEYS), raw, { maxKeys: KEYS.length }), fc.constantFrom<'light' | 'dark'>('light', 'dark'), async (seeded, mode) => {
        freshState();
        for (const [key, value] of Object.entries(seeded)) {
          try {
            localStorage.setItem(`w3m:${key}`, value);
          } catch {
            // quota: the case goes on with what fitted
          }
        }
        const { uncaught } = await catchUncaught(async () => {
          createAppKit(options);
          expect(['light', 'dark']).to.include($theme.get().themeMode);
          // What the kit writes on its own paths: the theme, a recent wallet, the chosen phone wallet.
          setThemeMode(mode);
          recordRecentWallet('io.fuzz.wallet');
          chooseMobileWallet({ id: 'fuzz', name: 'Fuzz', link: 'https://fuzz.example/wc' });
          for (const key of KEYS) READERS[key]();
        });
        expect(uncaught, 'uncaught errors').to.deep.equal([]);
        for (const key of KEYS) {
          const before = localStorage.getItem(`w3m:${key}`);
          if (before === null || before === seeded[key]) continue;
          // The kit wrote this key: its reader must keep it.
          READERS[key]();
          expect(localStorage.getItem(`w3m:${key}`), `w3m:${key} written as ${before.slice(0, 80)}`).to.equal(before);
        }
        expect($theme.get().themeMode).to.equal(mode);
      })
    );
  });
});
