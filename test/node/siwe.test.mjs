// w3m-modal/siwe (AppKit's @reown/appkit-siwe) as a server imports it: the built entry in plain Node, no DOM. The
// message helpers against viem's independent EIP-4361 parser, bad input refused by name, signatures of real keys
// checked (an ordinary account without any request, a smart account through ERC-1271 on a local anvil node), and
// the siweConfig's mapping to the modal's sign-in (its `siwx` methods) calling the app's methods as AppKit does.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { hashMessage } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { parseSiweMessage } from 'viem/siwe';
import { rpc, startAnvil } from '../fixtures/anvil.mjs';

const siwe = await import('../../dist/siwe.js');
const { createSIWEConfig, formatMessage, getAddressFromMessage, getChainIdFromMessage, getDidAddress, getDidChainId, verifySignature } = siwe;

const signer = privateKeyToAccount(generatePrivateKey());
const FIELDS = {
  domain: 'guild.example',
  uri: 'https://guild.example/login',
  version: '1',
  nonce: 'q3Zt8rXw1yLm',
  iat: '2026-12-01T10:00:00.000Z',
  statement: 'Enter the guild hall',
};
const did = (chainId, address = signer.address) => `did:pkh:eip155:${chainId}:${address}`;

/** @type {Awaited<ReturnType<typeof startAnvil>>} */
let anvil;
before(async () => {
  anvil = await startAnvil({ chainId: 10 });
});
after(() => anvil?.stop());

test('the entry imports in Node and carries no modal, Lit or view code', () => {
  assert.equal(typeof createSIWEConfig, 'function');
  assert.equal(typeof globalThis.document, 'undefined', 'no DOM here');
  const built = readFileSync(new URL('../../dist/siwe.js', import.meta.url), 'utf8');
  const imports = [...built.matchAll(/^import\s[^'"]*['"]([^'"]+)['"]/gm)].map((m) => m[1]);
  assert.deepEqual(imports.filter((specifier) => specifier !== 'viem'), [], `only viem is imported (${imports.join(', ')})`);
  assert.doesNotMatch(built, /customElements|LitElement|w3m-modal-ui/);
});

test('formatMessage writes EIP-4361 text that viem parses back, and the readers find its account and chain', () => {
  const text = formatMessage({ ...FIELDS, exp: '2026-12-02T10:00:00.000Z', requestId: 'r-7', resources: ['https://guild.example/rules'] }, did(10));
  assert.ok(text.startsWith(`guild.example wants you to sign in with your Ethereum account:\n${signer.address}\n\nEnter the guild hall\n\nURI: `));
  const parsed = parseSiweMessage(text);
  assert.deepEqual(
    { ...parsed, issuedAt: parsed.issuedAt?.toISOString(), expirationTime: parsed.expirationTime?.toISOString() },
    {
      domain: FIELDS.domain, address: signer.address, statement: FIELDS.statement, uri: FIELDS.uri, version: '1', chainId: 10,
      nonce: FIELDS.nonce, issuedAt: FIELDS.iat, expirationTime: '2026-12-02T10:00:00.000Z', requestId: 'r-7', resources: ['https://guild.example/rules'],
    },
  );
  assert.equal(getAddressFromMessage(text), signer.address);
  assert.equal(getChainIdFromMessage(text), 'eip155:10');
  // Without a statement the address is followed by the two blank lines EIP-4361 asks for.
  const bare = formatMessage({ ...FIELDS, statement: undefined }, did(1));
  assert.match(bare, new RegExp(`^guild\\.example wants you to sign in with your Ethereum account:\\n${signer.address}\\n\\n\\nURI: `));
  assert.equal(parseSiweMessage(bare).statement, undefined);
  assert.equal(getDidChainId(did(10)), '10');
  assert.equal(getDidAddress(did(10)), signer.address);
  assert.equal(getDidChainId('0x1234'), undefined);
});

test('bad input gives an error that names what is wrong', async () => {
  assert.throws(() => formatMessage({ ...FIELDS, uri: undefined }, did(1)), /`uri` \(or `aud`\) is required/);
  assert.throws(() => formatMessage({ ...FIELDS, nonce: '' }, did(1)), /`nonce` is required/);
  assert.throws(() => formatMessage({ ...FIELDS, statement: 'two\nlines' }, did(1)), /statement must be one line/);
  assert.throws(() => formatMessage(FIELDS, signer.address), /issuer must be a DID like did:pkh:eip155:1:0x/);
  assert.throws(() => getAddressFromMessage('hello there'), /names no Ethereum address/);
  assert.throws(() => getAddressFromMessage(undefined), /expected the signed message text, got undefined/);
  assert.throws(() => getChainIdFromMessage(`I am ${signer.address}`), /no "Chain ID:" line/);
  const text = formatMessage(FIELDS, did(1));
  const signature = await signer.signMessage({ message: text });
  await assert.rejects(verifySignature({ address: signer.address, message: text, signature, chainId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', projectId: 'p' }), /`chainId` must be an EVM chain id/);
  await assert.rejects(verifySignature({ address: signer.address, message: text, signature, chainId: 'eip155:1' }), /pass `projectId` \(or `rpcUrl`\)/);
  await assert.rejects(verifySignature({ address: signer.address, message: 42, signature, chainId: 1, projectId: 'p' }), /`message` must be a string/);
  assert.throws(() => createSIWEConfig({ getNonce: async () => 'n' }), /missing `createMessage`, `verifyMessage`, `getSession`, `signOut`/);
});

/** A node that counts the requests it gets and answers none usefully: an ordinary account must not need it. */
async function countingNode() {
  let requests = 0;
  const server = createServer((_request, response) => {
    requests += 1;
    response.writeHead(500).end();
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(undefined)));
  const { port } = /** @type {import('node:net').AddressInfo} */ (server.address());
  return { url: `http://127.0.0.1:${port}`, requests: () => requests, close: () => new Promise((resolve) => server.close(resolve)) };
}

test("verifySignature: the key's signature is valid without a request; another key's, or another message, is not", async () => {
  const text = formatMessage(FIELDS, did(10));
  const signature = await signer.signMessage({ message: text });
  const node = await countingNode();
  try {
    const check = (overrides) => verifySignature({ address: signer.address, message: text, signature, chainId: getChainIdFromMessage(text), rpcUrl: node.url, ...overrides });
    assert.equal(await check({}), true);
    assert.equal(await check({ chainId: 10 }), true);
    assert.equal(node.requests(), 0, 'an ordinary account is checked by recovery');
    const other = await privateKeyToAccount(generatePrivateKey()).signMessage({ message: text });
    assert.equal(await check({ signature: other }), false);
    assert.equal(await check({ message: text.replace('Enter', 'Leave') }), false);
    assert.equal(await check({ signature: 'not hex' }), false);
  } finally {
    await node.close();
  }
  // A wrong signature is also checked as a smart account's on the network's node, which finds no contract there.
  const other = await privateKeyToAccount(generatePrivateKey()).signMessage({ message: text });
  assert.equal(await verifySignature({ address: signer.address, message: text, signature: other, chainId: 10, rpcUrl: anvil.url }), false);
});

/**
 * A minimal ERC-1271 wallet contract (runtime code written by hand): `isValidSignature(hash, sig)` returns the
 * magic value when `hash` equals storage slot 0, else zero; slot 0 is the one message hash its owners approved.
 */
const ERC1271_RUNTIME = '0x60043560005414600f5760206000f35b631626ba7e60e01b60005260206000f3';

test('verifySignature: a smart account is checked through ERC-1271 on the given RPC', async () => {
  const account = privateKeyToAccount(generatePrivateKey()).address;
  await rpc(anvil.url, 'anvil_setCode', [account, ERC1271_RUNTIME]);
  const text = formatMessage(FIELDS, did(10, account));
  await rpc(anvil.url, 'anvil_setStorageAt', [account, '0x0', hashMessage(text)]);
  const signature = `0x${'ab'.repeat(65)}`;
  assert.equal(await verifySignature({ address: account, message: text, signature, chainId: 'eip155:10', rpcUrl: anvil.url }), true);
  const other = formatMessage({ ...FIELDS, nonce: 'another0nonce' }, did(10, account));
  assert.equal(await verifySignature({ address: account, message: other, signature, chainId: 'eip155:10', rpcUrl: anvil.url }), false);
});

/** An app's SIWE methods over an in-memory "server", recording what the modal's side called. */
function appMethods() {
  const calls = /** @type {string[]} */ ([]);
  let session = /** @type {{ address: string, chainId: number } | null} */ (null);
  const methods = {
    getMessageParams: async () => ({ domain: FIELDS.domain, uri: FIELDS.uri, chains: [1, 10], statement: FIELDS.statement }),
    getNonce: async () => (calls.push('getNonce'), FIELDS.nonce),
    createMessage: ({ address, ...args }) => formatMessage(args, address),
    verifyMessage: async ({ message, signature }) => {
      calls.push('verifyMessage');
      const address = getAddressFromMessage(message);
      const chainId = getChainIdFromMessage(message);
      const valid = await verifySignature({ address, message, signature, chainId, projectId: 'guild' });
      if (valid) session = { address, chainId: Number(chainId.split(':')[1]) };
      return valid;
    },
    getSession: async () => session,
    signOut: async () => (calls.push('signOut'), (session = null), true),
    onSignIn: (signedIn) => calls.push(`onSignIn ${signedIn?.address} ${signedIn?.chainId}`),
    onSignOut: () => calls.push('onSignOut'),
  };
  return { methods, calls, session: () => session };
}

test("createSIWEConfig: the modal's sign-in goes through the app's methods; a session for another account or network ends", async () => {
  const app = appMethods();
  const client = createSIWEConfig(app.methods);
  assert.deepEqual(client.options, {
    required: true, enabled: true, nonceRefetchIntervalMs: 300_000, sessionRefetchIntervalMs: 300_000,
    signOutOnDisconnect: true, signOutOnAccountChange: true, signOutOnNetworkChange: true,
  });
  const siwx = client.mapToSIWX();
  assert.equal(siwx.getRequired(), true);
  assert.equal(siwx.signOutOnDisconnect, true);

  const message = await siwx.createMessage({ accountAddress: signer.address, chainId: 'eip155:10' });
  const text = message.toString();
  assert.equal(getAddressFromMessage(text), signer.address);
  assert.equal(getChainIdFromMessage(text), 'eip155:10');
  assert.deepEqual({ nonce: message.nonce, domain: message.domain, chainId: message.chainId }, { nonce: FIELDS.nonce, domain: FIELDS.domain, chainId: 'eip155:10' });

  const { toString: _text, ...data } = message;
  await assert.rejects(siwx.addSession({ data, message: text, signature: await privateKeyToAccount(generatePrivateKey()).signMessage({ message: text }) }), /did not accept/);
  assert.equal(app.session(), null);
  await siwx.addSession({ data, message: text, signature: await signer.signMessage({ message: text }) });
  assert.deepEqual(app.session(), { address: signer.address, chainId: 10 });
  assert.equal(app.calls.at(-1), `onSignIn ${signer.address} 10`);
  assert.equal((await siwx.getSessions('eip155:10', signer.address.toLowerCase())).length, 1, 'the same account, any case');
  assert.equal((await siwx.getSessions('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', 'Sol1')).length, 1, 'SIWE leaves other namespaces alone');

  // The wallet moved to another network: the session ends and the modal will ask again.
  assert.deepEqual(await siwx.getSessions('eip155:1', signer.address), []);
  assert.equal(app.session(), null);
  assert.deepEqual(app.calls.slice(-2), ['signOut', 'onSignOut']);

  // With the option off, another network keeps the session.
  const relaxed = createSIWEConfig({ ...app.methods, signOutOnNetworkChange: false, required: false }).mapToSIWX();
  await relaxed.addSession({ data, message: text, signature: await signer.signMessage({ message: text }) });
  assert.equal((await relaxed.getSessions('eip155:1', signer.address)).length, 1);
  assert.equal(relaxed.getRequired(), false);
  await relaxed.setSessions([]);
  assert.equal(app.session(), null, 'setSessions([]) signs out');
  await assert.rejects(client.signIn(), /requestSiwxSignIn/);
});
