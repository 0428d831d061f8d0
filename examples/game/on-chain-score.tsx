// The game's score board on the local node (ScoreBoard.sol): the best score is read with wagmi's useReadContract,
// a round's score is written with useWriteContract through the connection the player made in the modal, and the
// best is read again once useWaitForTransactionReceipt has the receipt.
import { useEffect } from 'react';
import { useAccount, useReadContract, useWaitForTransactionReceipt, useWriteContract } from 'wagmi';
import { SCORE_BOARD_ADDRESS } from '../demo-env.js';
import { GAME_CHAIN_ID } from './config.js';
import { scoreBoardAbi } from './score-board.mjs';

type SaveState =
  | { step: 'idle' }
  | { step: 'wallet' }
  | { step: 'mining'; hash: string }
  | { step: 'saved'; block: bigint }
  | { step: 'failed'; reason: string };

const reasonOf = (error: Error): string => (error as Error & { shortMessage?: string }).shortMessage ?? error.message;

/** The player's best on chain, and saving a score. */
export function useOnChainScore() {
  const { address } = useAccount();
  const contract = { address: SCORE_BOARD_ADDRESS, abi: scoreBoardAbi, chainId: GAME_CHAIN_ID } as const;
  const best = useReadContract({
    ...contract,
    functionName: 'best',
    args: address ? [address] : undefined,
    query: { enabled: Boolean(address && SCORE_BOARD_ADDRESS) },
  });
  const write = useWriteContract();
  const receipt = useWaitForTransactionReceipt({ hash: write.data, chainId: GAME_CHAIN_ID });
  const mined = receipt.data?.status === 'success';
  const { refetch } = best;

  useEffect(() => {
    if (mined) void refetch();
  }, [mined, refetch]);

  let state: SaveState = { step: 'idle' };
  if (write.isPending) state = { step: 'wallet' };
  else if (write.error) state = { step: 'failed', reason: reasonOf(write.error) };
  else if (receipt.error) state = { step: 'failed', reason: reasonOf(receipt.error) };
  else if (receipt.data?.status === 'reverted') state = { step: 'failed', reason: 'the transaction reverted' };
  // "Saved" only once the best has been read again after the receipt: the number shown is the chain's.
  else if (mined && receipt.data && best.dataUpdatedAt >= receipt.dataUpdatedAt) state = { step: 'saved', block: receipt.data.blockNumber };
  else if (write.data) state = { step: 'mining', hash: write.data };

  const save = (score: number): void => {
    if (!SCORE_BOARD_ADDRESS) return;
    write.writeContract({ ...contract, address: SCORE_BOARD_ADDRESS, functionName: 'submitScore', args: [BigInt(score)] });
  };
  return {
    available: Boolean(SCORE_BOARD_ADDRESS),
    best: best.data,
    readError: best.error ? reasonOf(best.error) : undefined,
    state,
    busy: state.step === 'wallet' || state.step === 'mining',
    save,
    reset: write.reset,
  };
}

const short = (hash: string): string => `${hash.slice(0, 10)}…`;

function message(state: SaveState, available: boolean, readError: string | undefined): string {
  if (!available) return 'No score board on this node: start the demo with npm start.';
  if (readError) return `Could not read the score board: ${readError}`;
  switch (state.step) {
    case 'wallet': return 'Confirm in your wallet…';
    case 'mining': return `Saving (transaction ${short(state.hash)})…`;
    case 'saved': return `Saved in block ${state.block}.`;
    case 'failed': return `Not saved: ${state.reason}`;
    default: return '';
  }
}

/** The best score on chain, the button that saves the last round's score, and where the saving stands. */
export function OnChainScore({ board, score }: { board: ReturnType<typeof useOnChainScore>; score: number | undefined }) {
  return (
    <div className="board">
      <div className="scores">
        <div>Best on chain<output data-testid="best">{board.best === undefined ? '…' : String(board.best)}</output></div>
      </div>
      {/* A saved score stays saved: the button waits for the next round (which resets the board). */}
      <button
        type="button"
        className="button"
        disabled={score === undefined || board.busy || board.state.step === 'saved' || !board.available}
        onClick={() => score !== undefined && board.save(score)}
      >
        {score === undefined ? 'Save score on chain' : `Save ${score} on chain`}
      </button>
      <p role="status" className="status" data-testid="save-status">{message(board.state, board.available, board.readError)}</p>
    </div>
  );
}
