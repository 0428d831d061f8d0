// The game's score board on the local node (examples/game/ScoreBoard.sol), without React: the best score is read
// from the node, a score is written through the wallet the player connected in the modal (its EIP-1193 provider,
// `modal.getWalletProvider()`, wrapped in a viem wallet client), and the best is read again once mined.
import { createPublicClient, createWalletClient, custom, http } from 'viem';
import type { Address, EIP1193Provider } from 'viem';
import { ANVIL_URL, SCORE_BOARD_ADDRESS } from '../demo-env.js';
import { scoreBoardAbi } from '../game/score-board.mjs';

const node = createPublicClient({ transport: http(ANVIL_URL) });

/** Whether `npm start` deployed the score board this page was built against. */
export const scoreBoardAvailable = SCORE_BOARD_ADDRESS !== undefined;

/** The player's best score on chain. */
export function readBest(player: Address): Promise<bigint> {
  if (!SCORE_BOARD_ADDRESS) return Promise.reject(new Error('no score board on this node: start the demo with npm start'));
  return node.readContract({ address: SCORE_BOARD_ADDRESS, abi: scoreBoardAbi, functionName: 'best', args: [player] });
}

/**
 * Sends `score` from the player's wallet and waits for the receipt.
 * @returns the block that holds it
 */
export async function saveScore(provider: EIP1193Provider, player: Address, score: number): Promise<bigint> {
  if (!SCORE_BOARD_ADDRESS) throw new Error('no score board on this node: start the demo with npm start');
  const wallet = createWalletClient({ account: player, transport: custom(provider) });
  // The wallet is on the game's chain (the modal switches it there); `chain: null` leaves that to it.
  const hash = await wallet.writeContract({ address: SCORE_BOARD_ADDRESS, abi: scoreBoardAbi, functionName: 'submitScore', args: [BigInt(score)], chain: null });
  const receipt = await node.waitForTransactionReceipt({ hash });
  if (receipt.status !== 'success') throw new Error('the transaction reverted');
  return receipt.blockNumber;
}
