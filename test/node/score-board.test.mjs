// The demo game's score board: the committed artifact is what solc makes of ScoreBoard.sol, and what
// `npm start` deploys behaves as the game expects on the real node.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { after, before, test } from 'node:test';
import { createPublicClient, createWalletClient, http, parseEventLogs } from 'viem';
import { mnemonicToAccount } from 'viem/accounts';
import { ARTIFACT_FILES, compileScoreBoard, renderArtifact } from '../../scripts/score-board.mjs';
import { startDemoServices } from '../../scripts/demo-services.mjs';
import { scoreBoardAbi, scoreBoardBytecode } from '../../examples/game/score-board.mjs';
import { TEST_MNEMONIC } from '../fixtures/anvil.mjs';

test('the committed artifact is solc 0.8.37\'s output for ScoreBoard.sol (node scripts/score-board.mjs --write)', () => {
  const compiled = compileScoreBoard();
  assert.match(compiled.version, /^0\.8\.37\+/);
  assert.equal(scoreBoardBytecode, compiled.bytecode);
  assert.deepEqual(scoreBoardAbi, compiled.abi);
  const files = renderArtifact(compiled);
  assert.equal(readFileSync(ARTIFACT_FILES.module, 'utf8'), files.module);
  assert.equal(readFileSync(ARTIFACT_FILES.types, 'utf8'), files.types);
});

/** @type {Awaited<ReturnType<typeof startDemoServices>>} */
let services;
before(async () => {
  services = await startDemoServices();
});
after(() => services?.stop());

test('what npm start starts: the score board on the node, the directory on loopback, the pages\' settings', async () => {
  const client = createPublicClient({ transport: http(services.anvil.url) });
  const code = await client.getCode({ address: services.scoreBoard });
  assert.ok(code && code.length > 2, 'no code at the score board address');
  assert.equal(services.env.VITE_SCORE_BOARD_ADDRESS, services.scoreBoard);
  assert.equal(services.env.VITE_ANVIL_URL, services.anvil.url);
  assert.equal(services.env.VITE_WC_RELAY_URL, services.relay.url);
  assert.equal(services.env.VITE_EXPLORER_ORIGIN, new URL(services.explorer.url).origin);
  const answer = await fetch(`${services.explorer.url}/getWallets?projectId=demo-project-id&chains=eip155:1`);
  assert.equal(answer.status, 200);
  assert.ok(((await answer.json()).count) > 0);
});

test('submitScore keeps each player\'s best and logs every submission', async () => {
  const player = mnemonicToAccount(TEST_MNEMONIC, { addressIndex: 5 });
  const other = mnemonicToAccount(TEST_MNEMONIC, { addressIndex: 6 });
  const client = createPublicClient({ transport: http(services.anvil.url) });
  const best = address => client.readContract({ address: services.scoreBoard, abi: scoreBoardAbi, functionName: 'best', args: [address] });
  const submit = async (account, score) => {
    const wallet = createWalletClient({ account, transport: http(services.anvil.url) });
    const hash = await wallet.writeContract({ address: services.scoreBoard, abi: scoreBoardAbi, functionName: 'submitScore', args: [score], chain: null });
    const receipt = await client.waitForTransactionReceipt({ hash, pollingInterval: 20 });
    assert.equal(receipt.status, 'success');
    return parseEventLogs({ abi: scoreBoardAbi, logs: receipt.logs });
  };

  assert.equal(await best(player.address), 0n);
  const [event] = await submit(player, 7n);
  assert.equal(event?.eventName, 'Score');
  assert.deepEqual(event?.args, { player: player.address, score: 7n });
  assert.equal(await best(player.address), 7n);

  // A lower score is logged but does not lower the best; another player's scores are theirs.
  assert.deepEqual((await submit(player, 3n))[0]?.args, { player: player.address, score: 3n });
  assert.equal(await best(player.address), 7n);
  await submit(other, 2n);
  assert.equal(await best(other.address), 2n);
  assert.equal(await best(player.address), 7n);
  await submit(player, 12n);
  assert.equal(await best(player.address), 12n);
});
