// docs/csp.md lists every host a production page talks to, with the CSP directive each needs. This checks that list
// against the library: every default host in src/ (an exported URL constant) and the WalletConnect SDK's Verify
// service are in the table, in the directive their use needs, with the option that moves them; the table names no
// host the library does not have; and the page's example policy allows every host the table lists.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { VERIFY_SERVER_V3 } from '@walletconnect/core';

const root = fileURLToPath(new URL('../..', import.meta.url));
const doc = readFileSync(join(root, 'docs/csp.md'), 'utf8');

/**
 * How the library uses each default host: the directives that use needs, and the option that moves it. A new
 * exported URL constant in src/ fails the last test until it is classified here and documented.
 */
const USES = {
  DEFAULT_RELAY_URL: { directives: ['connect-src'], option: 'relayUrl' }, // the SDK's WebSocket
  VERIFY_SERVER_V3: { directives: ['frame-src'], option: 'verifyUrl' }, // the SDK's attestation iframe
  DEFAULT_EXPLORER_API_URL: { directives: ['connect-src', 'img-src'], option: 'explorerApiUrl' }, // fetch /getWallets; <img> /getWalletImage
  DEFAULT_BLOCKCHAIN_API_URL: { directives: ['connect-src'], option: 'blockchainApiUrl' }, // fetch
  DEFAULT_RPC_HOST: { directives: ['connect-src'], option: 'rpcHost' }, // viem's HTTP transport
  DEFAULT_SECURE_SITE_ORIGIN: { directives: ['frame-src'], option: 'secureSiteOrigin' }, // the embedded wallet's iframe
  REOWN_AUTH_API_URL: { directives: ['connect-src'], option: 'apiUrl' }, // fetch
};
/** URL constants that are only ever navigated to (a link the player follows): no directive. */
const NAVIGATION_ONLY = ['WALLET_GUIDE_URL'];

/** The table's rows: host, directive, the option's first name, the constant and the file it names. */
function tableRows() {
  const start = doc.indexOf('<!-- csp-hosts:');
  assert.ok(start >= 0, 'docs/csp.md has the csp-hosts table');
  const lines = doc.slice(start).split('\n');
  const first = lines.findIndex(line => line.startsWith('|'));
  const rows = [];
  for (const line of lines.slice(first + 2)) {
    if (!line.startsWith('|')) break;
    const cells = line.split('|').slice(1, -1).map(cell => cell.trim());
    const code = cell => [...cell.matchAll(/`([^`]+)`/g)].map(match => match[1]);
    const [host] = code(cells[1]);
    const [directive] = code(cells[2]);
    const [option] = code(cells[3]);
    const [constant] = code(cells[4]);
    const file = cells[4].split(',').at(-1).trim();
    rows.push({ host, directive, option, constant, file });
  }
  return rows;
}

/** Every `export const NAME = 'https://…' | 'wss://…'` in src/, with its file. */
function urlConstants() {
  const found = new Map();
  const walk = dir => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path);
      else if (name.endsWith('.ts')) {
        for (const match of readFileSync(path, 'utf8').matchAll(/^export const ([A-Z0-9_]+) = '((?:https|wss):\/\/[^']+)'/gm)) {
          found.set(match[1], { value: match[2], file: relative(root, path) });
        }
      }
    }
  };
  walk(join(root, 'src'));
  return found;
}

/** `wss://relay.walletconnect.org/x` → `wss://relay.walletconnect.org`. */
const origin = url => {
  const { protocol, host } = new URL(url);
  return `${protocol}//${host}`;
};

const constants = urlConstants();
const defaults = new Map([...constants].map(([name, { value, file }]) => [name, { host: origin(value), file }]));
defaults.set('VERIFY_SERVER_V3', { host: origin(VERIFY_SERVER_V3), file: '@walletconnect/core' });

test('each row of the table is a default host of the library, in the directive its use needs, with the option that moves it', () => {
  for (const row of tableRows()) {
    const known = defaults.get(row.constant);
    assert.ok(known, `${row.constant} (docs/csp.md) is a default URL of the library`);
    assert.equal(row.host, known.host, `${row.constant}'s host`);
    assert.equal(row.file, known.file, `where ${row.constant} is defined`);
    assert.ok(USES[row.constant].directives.includes(row.directive), `${row.host} is used through ${USES[row.constant].directives.join(', ')}, not ${row.directive}`);
    assert.equal(row.option, USES[row.constant].option, `the option that moves ${row.host}`);
  }
});

test('every default host of the library is in the table, once per directive its use needs', () => {
  const rows = tableRows();
  for (const [constant, { directives }] of Object.entries(USES)) {
    assert.deepEqual(rows.filter(row => row.constant === constant).map(row => row.directive).sort(), [...directives].sort(), `docs/csp.md lists ${constant} for ${directives.join(', ')}`);
  }
});

test('every URL constant in src/ is classified: a host the page contacts (USES) or a link only navigated to', () => {
  for (const name of constants.keys()) assert.ok(name in USES || NAVIGATION_ONLY.includes(name), `${name} (${constants.get(name).file}): add it to USES and docs/csp.md, or to NAVIGATION_ONLY`);
  for (const name of NAVIGATION_ONLY) assert.ok(constants.has(name), `${name} is still in src/`);
});

test("the doc's example policy allows every host of the table in its directive (the sign-in service aside: it is opt-in)", () => {
  const example = doc.slice(doc.indexOf('Content-Security-Policy:')).split('```')[0].replace(/\s+/g, ' ');
  const directive = name => example.match(new RegExp(`${name} ([^;]+)`))?.[1].split(' ') ?? [];
  for (const row of tableRows().filter(row => row.constant !== 'REOWN_AUTH_API_URL')) {
    assert.ok(directive(row.directive).includes(row.host), `the example allows ${row.host} in ${row.directive}`);
  }
});
