import { expect } from '@open-wc/testing';
import { createAppKit } from '../../src/app-kit.js';
import { $theme, STORAGE_KEYS, mainnet, readStored, removeStored, setThemeMode, writeStored } from '../../src/core/index.js';
import { freshState } from '../helpers/reset.js';

const isWord = (value: unknown): value is string => typeof value === 'string' && /^\w+$/.test(value);

/** Replaces window.localStorage for the duration of `run`, then puts the real one back. */
async function withLocalStorage(descriptor: PropertyDescriptor, run: () => void | Promise<void>): Promise<void> {
  const own = Object.getOwnPropertyDescriptor(window, 'localStorage');
  Object.defineProperty(window, 'localStorage', { configurable: true, ...descriptor });
  try {
    await run();
  } finally {
    if (own) Object.defineProperty(window, 'localStorage', own);
    else delete (window as { localStorage?: Storage }).localStorage;
  }
}

describe('storage', () => {
  beforeEach(freshState);

  it('writes JSON under the w3m: prefix and reads it back', () => {
    writeStored(STORAGE_KEYS.recentWallets, 'abc');
    expect(localStorage.getItem('w3m:recentWallets')).to.equal('"abc"');
    expect(readStored(STORAGE_KEYS.recentWallets, isWord)).to.equal('abc');
    removeStored(STORAGE_KEYS.recentWallets);
    expect(localStorage.getItem('w3m:recentWallets')).to.equal(null);
  });

  it('ignores and removes corrupted JSON', () => {
    localStorage.setItem('w3m:recentWallets', '{"not json');
    expect(readStored(STORAGE_KEYS.recentWallets, isWord)).to.equal(undefined);
    expect(localStorage.getItem('w3m:recentWallets')).to.equal(null);
  });

  it('ignores and removes a value of the wrong type', () => {
    localStorage.setItem('w3m:recentWallets', '{"a":1}');
    expect(readStored(STORAGE_KEYS.recentWallets, isWord)).to.equal(undefined);
    expect(localStorage.getItem('w3m:recentWallets')).to.equal(null);
  });

  it('a stored theme mode that is not light/dark is ignored and removed at start', () => {
    localStorage.setItem('w3m:themeMode', '"sepia"');
    const kit = createAppKit({ projectId: 'p', networks: [mainnet] });
    expect(kit.getThemeMode()).to.equal('dark');
    expect(localStorage.getItem('w3m:themeMode')).to.equal(null);
  });

  it('a corrupted stored theme mode does not break createAppKit', () => {
    localStorage.setItem('w3m:themeMode', 'light');
    const kit = createAppKit({ projectId: 'p', networks: [mainnet] });
    expect(kit.getThemeMode()).to.equal('dark');
    expect(localStorage.getItem('w3m:themeMode')).to.equal(null);
  });

  it('works without localStorage (undefined)', async () => {
    await withLocalStorage({ value: undefined, writable: true }, () => {
      const kit = createAppKit({ projectId: 'p', networks: [mainnet] });
      kit.setThemeMode('light');
      expect(kit.getThemeMode()).to.equal('light');
      expect(readStored(STORAGE_KEYS.themeMode, isWord)).to.equal(undefined);
      removeStored(STORAGE_KEYS.themeMode);
    });
  });

  it('works when touching localStorage throws (sandboxed frame)', async () => {
    await withLocalStorage(
      {
        get() {
          throw new DOMException('The document is sandboxed', 'SecurityError');
        }
      },
      () => {
        const kit = createAppKit({ projectId: 'p', networks: [mainnet] });
        kit.setThemeMode('light');
        expect($theme.get().themeMode).to.equal('light');
        writeStored(STORAGE_KEYS.recentWallets, 'x');
        expect(readStored(STORAGE_KEYS.recentWallets, isWord)).to.equal(undefined);
      }
    );
  });

  it('a full storage (setItem throws) does not break a write', () => {
    const original = Storage.prototype.setItem;
    Storage.prototype.setItem = () => {
      throw new DOMException('full', 'QuotaExceededError');
    };
    try {
      expect(() => setThemeMode('light')).not.to.throw();
      expect($theme.get().themeMode).to.equal('light');
    } finally {
      Storage.prototype.setItem = original;
    }
  });
});
