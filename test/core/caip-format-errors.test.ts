import { expect } from '@open-wc/testing';
import {
  classifyWalletError,
  formatAmount,
  isEvmAddress,
  isSignature,
  isTransactionHash,
  parseCaipAddress,
  parseChainId,
  shortenAddress,
  toCaipAddress,
  toCaipNetworkId
} from '../../src/core/index.js';
import { SwitchChainError, UserRejectedRequestError } from 'viem';
import { thrownMessage } from './setup.js';

const hex = (n: number): string => '0x' + 'aB3'.repeat(Math.ceil(n / 3)).slice(0, n);

describe('caip shapes (spec section 5)', () => {
  it('address: 0x plus exactly 40 hex characters', () => {
    expect(isEvmAddress('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266')).to.equal(true);
    expect(isEvmAddress(hex(40))).to.equal(true);
    expect(isEvmAddress(hex(39))).to.equal(false);
    expect(isEvmAddress(hex(41))).to.equal(false);
    expect(isEvmAddress('f39Fd6e51aad88F6F4ce6aB8827279cffFb92266')).to.equal(false);
    expect(isEvmAddress('0x' + 'g'.repeat(40))).to.equal(false);
    expect(isEvmAddress(` ${hex(40)}`)).to.equal(false);
    expect(isEvmAddress(42)).to.equal(false);
    expect(isEvmAddress(undefined)).to.equal(false);
  });

  it('transaction hash: 0x plus exactly 64 hex characters', () => {
    expect(isTransactionHash(hex(64))).to.equal(true);
    expect(isTransactionHash(hex(63))).to.equal(false);
    expect(isTransactionHash(hex(65))).to.equal(false);
    expect(isTransactionHash(hex(40))).to.equal(false);
    expect(isTransactionHash(null)).to.equal(false);
  });

  it('signature: 0x plus at least 62 hex characters', () => {
    expect(isSignature(hex(62))).to.equal(true);
    expect(isSignature(hex(130))).to.equal(true);
    expect(isSignature(hex(61))).to.equal(false);
    expect(isSignature(`${hex(130)}z`)).to.equal(false);
    expect(isSignature({})).to.equal(false);
  });

  it('builds and parses CAIP ids', () => {
    const caip = toCaipAddress(toCaipNetworkId('eip155', 1), '0xabc');
    expect(caip).to.equal('eip155:1:0xabc');
    expect(parseCaipAddress(caip)).to.deep.equal({ namespace: 'eip155', chainId: '1', address: '0xabc' });
    expect(thrownMessage(() => parseCaipAddress('eip155:1'))).to.contain('Invalid CAIP-10 address');
    expect(thrownMessage(() => parseCaipAddress('eip155:1:0xabc:extra'))).to.contain('Invalid CAIP-10 address');
    expect(thrownMessage(() => parseCaipAddress('cosmos:hub:addr'))).to.contain('Unsupported chain namespace');
  });

  it('parseChainId reads hex, decimal and numbers and refuses garbage', () => {
    expect(parseChainId('0x1')).to.equal(1);
    expect(parseChainId('0xaa36a7')).to.equal(11155111);
    expect(parseChainId('137')).to.equal(137);
    expect(parseChainId(10)).to.equal(10);
    for (const garbage of ['', 'abc', '0x', '0xzz', '1.5', '-1', '0', 0, -5, 1.5, NaN, null, undefined, {}, [], '0x' + 'f'.repeat(40), '0x1zz', '12abc', '1e3', ' 1']) {
      expect(() => parseChainId(garbage), String(garbage)).to.throw(Error, 'Invalid chain id');
    }
  });

  it('parseChainId bounds the echoed garbage', () => {
    expect(thrownMessage(() => parseChainId('x'.repeat(1000))).length).to.be.lessThan(80);
  });
});

describe('format', () => {
  it('shortenAddress keeps head and tail', () => {
    expect(shortenAddress('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266')).to.equal('0xf39F…2266');
    expect(shortenAddress('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266', 4, 6)).to.equal('0xf3…b92266');
    expect(shortenAddress('0x1234')).to.equal('0x1234');
    expect(shortenAddress('')).to.equal('');
  });

  it('formatAmount is exact, truncates to 4 decimals and drops trailing zeros', () => {
    expect(formatAmount(10_000n * 10n ** 18n, 18)).to.equal('10000');
    expect(formatAmount(1_234_500_000_000_000_000n, 18)).to.equal('1.2345');
    expect(formatAmount(1_234_599_999_999_999_999n, 18)).to.equal('1.2345');
    expect(formatAmount(1_500_000_000_000_000_000n, 18)).to.equal('1.5');
    expect(formatAmount(1n, 18)).to.equal('0');
    expect(formatAmount(0n, 18)).to.equal('0');
    expect(formatAmount(123_456_789n, 6, 2)).to.equal('123.45');
    expect(formatAmount(-1_500_000n, 6)).to.equal('-1.5');
    expect(formatAmount(42n, 0)).to.equal('42');
    expect(formatAmount(2n ** 256n - 1n, 18)).to.equal('115792089237316195423570985008687907853269984665640564039457.584');
  });
});

describe('wallet errors', () => {
  it('4001 and 5000 are declined', () => {
    expect(classifyWalletError({ code: 4001, message: 'User rejected the request.' })).to.deep.equal({
      kind: 'declined',
      code: 4001,
      message: 'User rejected the request.'
    });
    expect(classifyWalletError({ code: 5000, message: 'User rejected.' }).kind).to.equal('declined');
  });

  it('-32002 is pending', () => {
    expect(classifyWalletError(Object.assign(new Error('Request already pending'), { code: -32002 })).kind).to.equal('pending');
  });

  it('a code nested in cause is read', () => {
    expect(classifyWalletError(new Error('wrapped', { cause: { code: 4001 } })).kind).to.equal('declined');
  });

  it('a rejection anywhere down the cause chain is a decline: EIP-1193 4001, or viem\'s UserRejectedRequestError', () => {
    const deep = new Error('outer', { cause: new Error('middle', { cause: new Error('wallet', { cause: { code: 4001 } }) }) });
    expect(classifyWalletError(deep)).to.include({ kind: 'declined', code: 4001 });
    // wagmi's switchChain: SwitchChainError (4902) around the rejection the wallet sent.
    expect(classifyWalletError(new SwitchChainError(new UserRejectedRequestError(new Error('User rejected the request.'))))).to.include({ kind: 'declined', code: 4001 });
    expect(classifyWalletError(Object.assign(new Error('no'), { name: 'UserRejectedRequestError' })).kind).to.equal('declined');
  });

  it('what the wallet said decides: its own failure under a library\'s "rejected" wrapper is a failure, not a decline', () => {
    // wagmi's injected connector wraps any failure of wallet_addEthereumChain in UserRejectedRequestError.
    const wrapped = new UserRejectedRequestError(Object.assign(new Error('Internal error.'), { code: -32603 }));
    expect(classifyWalletError(wrapped)).to.include({ kind: 'failed', code: -32603 });
    expect(classifyWalletError(new UserRejectedRequestError(Object.assign(new Error('Request already pending.'), { code: -32002 }))).kind).to.equal('pending');
  });

  it('a cause chain that loops is read once', () => {
    const a: { code?: number; cause?: unknown } = {};
    const b = { cause: a };
    a.cause = b;
    expect(classifyWalletError(a).kind).to.equal('failed');
  });

  it('other codes and plain errors are failed', () => {
    for (const code of [4100, 4200, 4900, 4901, 4902, -32603, -32000, 32603]) {
      expect(classifyWalletError({ code, message: 'x' }).kind, String(code)).to.equal('failed');
    }
    expect(classifyWalletError(new Error('boom'))).to.deep.equal({ kind: 'failed', code: undefined, message: 'boom' });
  });

  it('garbage thrown values are handled', () => {
    const garbage: unknown[] = [undefined, null, 0, 4001, '', 'just a string', Symbol('s'), [], {}, { code: '4001' }, { message: 42 }, () => {}];
    for (const value of garbage) {
      const info = classifyWalletError(value);
      expect(info.kind).to.equal('failed');
      expect(info.message).to.be.a('string');
    }
    expect(classifyWalletError('just a string').message).to.equal('just a string');
    expect(classifyWalletError({ code: '4001' }).code).to.equal(undefined);
  });

  it('long messages are bounded', () => {
    expect(classifyWalletError({ code: 4001, message: 'x'.repeat(100_000) }).message.length).to.be.at.most(200);
    expect(classifyWalletError('y'.repeat(5000)).message.length).to.be.at.most(200);
  });
});
