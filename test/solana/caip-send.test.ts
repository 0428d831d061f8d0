import { expect } from '@open-wc/testing';
import { ed25519 } from '@noble/curves/ed25519.js';
import { base58 } from '@scure/base';
import { isSolanaAddress, parseCaipAddress, parseChainReference, toCaipAddress, toCaipNetworkId } from '../../src/core/index.js';
import { validateSend } from '../../src/core/data/send.js';
import { decodeBase58, encodeBase58 } from '../../src/core/solana/base58.js';
import { solanaSessionResult } from '../../src/connectors/walletconnect/namespaces.js';
import { solana, solanaDevnet, solanaTestnet } from '../../src/networks/index.js';
import { thrownMessage } from '../core/setup.js';

const key = (): string => base58.encode(ed25519.getPublicKey(ed25519.utils.randomSecretKey()));

describe('Solana CAIP-2 / CAIP-10 handling', () => {
  it('the three clusters are solana networks identified by their genesis-hash prefix', () => {
    for (const network of [solana, solanaDevnet, solanaTestnet]) {
      expect(network.chainNamespace).to.equal('solana');
      expect(network.caipNetworkId).to.equal(toCaipNetworkId('solana', network.id));
      expect(parseChainReference('solana', network.id)).to.equal(network.id);
      expect(network.nativeCurrency).to.deep.equal({ name: 'Solana', symbol: 'SOL', decimals: 9 });
    }
    expect([solanaDevnet.testnet, solanaTestnet.testnet, solana.testnet]).to.deep.equal([true, true, false]);
  });

  it('parses a Solana CAIP-10 account and builds it back', () => {
    const address = key();
    const caip = toCaipAddress(solana.caipNetworkId, address);
    expect(parseCaipAddress(caip)).to.deep.equal({ namespace: 'solana', chainId: solana.id, address });
  });

  it('tells Solana addresses from anything else', () => {
    expect(isSolanaAddress(key())).to.equal(true);
    expect(isSolanaAddress('11111111111111111111111111111111')).to.equal(true); // the system program
    for (const bad of ['0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266', 'O0Il' + key().slice(4), key().slice(0, 20), `${key()}${key()}`, '', 42]) {
      expect(isSolanaAddress(bad), String(bad)).to.equal(false);
    }
  });

  it('refuses malformed cluster references with a clear error', () => {
    expect(thrownMessage(() => parseChainReference('solana', 'mainnet'))).to.contain('Invalid solana chain id');
    expect(thrownMessage(() => parseChainReference('solana', 101))).to.contain('Invalid solana chain id');
    expect(parseChainReference('eip155', '0x1')).to.equal(1);
  });

  it('base58 round-trips keys and signatures, leading zero bytes included', () => {
    const bytes = ed25519.sign(new Uint8Array([1, 2, 3]), ed25519.utils.randomSecretKey());
    expect(encodeBase58(bytes)).to.equal(base58.encode(bytes));
    expect([...decodeBase58(base58.encode(bytes))]).to.deep.equal([...bytes]);
    const zeros = new Uint8Array([0, 0, 7, 255]);
    expect(encodeBase58(zeros)).to.equal(base58.encode(zeros));
    expect([...decodeBase58(encodeBase58(zeros))]).to.deep.equal([...zeros]);
    expect(() => decodeBase58('0OIl')).to.throw('Invalid base58');
  });

  it('reads the Solana account of a WalletConnect session, skipping malformed entries', () => {
    const address = key();
    const accounts = [`${solanaDevnet.caipNetworkId}:${address}`, `${solana.caipNetworkId}:${address}`, 'solana:short:abc', `solana:${solana.id}:0xabc`, 'garbage'];
    expect(solanaSessionResult(accounts, String(solana.id))).to.deep.equal({ namespace: 'solana', chainId: solana.id, accounts: [address] });
    expect(solanaSessionResult(accounts, undefined)?.chainId).to.equal(solanaDevnet.id);
    expect(solanaSessionResult(['eip155:1:0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'], undefined)).to.equal(undefined);
  });
});

describe('send validation covers Solana', () => {
  const token = { symbol: 'SOL', decimals: 9 };
  it('accepts a Solana send to a base58 key and refuses a malformed receiver', () => {
    expect(() => validateSend({ namespace: 'solana', from: key(), receiver: key(), amount: '0.5', token })).not.to.throw();
    expect(() => validateSend({ namespace: 'solana', from: key(), receiver: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266', amount: '0.5', token })).to.throw();
  });
  it('other chains raise "Unsupported chain"; missing fields raise the spec messages', () => {
    expect(thrownMessage(() => validateSend({ namespace: 'bip122' as 'solana', from: 'x', receiver: 'y', amount: '1', token }))).to.equal('Unsupported chain');
    expect(thrownMessage(() => validateSend({ namespace: 'solana', from: key(), receiver: key(), amount: '1', token: undefined }))).to.equal('A token is required');
    expect(thrownMessage(() => validateSend({ namespace: 'solana', from: key(), receiver: '', amount: '1', token }))).to.equal('An amount and receiver address are required');
  });
});
