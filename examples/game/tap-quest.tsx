import { useEffect, useState } from 'react';
import { OnChainScore, useOnChainScore } from './on-chain-score.js';

/** Ten seconds a round; `?round=3` shortens it (the e2e tests play short rounds). */
const ROUND_SECONDS = ((): number => {
  const asked = Number(new URLSearchParams(location.search).get('round'));
  return Number.isInteger(asked) && asked >= 1 && asked <= 60 ? asked : 10;
})();

/** The game: tap the coin as often as you can in a round, then keep the score on chain. */
export function TapQuest() {
  const [score, setScore] = useState(0);
  const [left, setLeft] = useState(0);
  const [played, setPlayed] = useState(false);
  const board = useOnChainScore();
  const playing = left > 0;

  useEffect(() => {
    if (!playing) return undefined;
    const timer = setTimeout(() => setLeft(l => l - 1), 1000);
    return () => clearTimeout(timer);
  }, [playing, left]);

  const start = (): void => {
    board.reset();
    setScore(0);
    setLeft(ROUND_SECONDS);
    setPlayed(true);
  };

  return (
    <section aria-label="Game">
      <div className="scores">
        <div>Score<output aria-live="polite" data-testid="score">{score}</output></div>
        <div>Time<output data-testid="time">{left}s</output></div>
      </div>
      <button type="button" className="target" disabled={!playing} onClick={() => setScore(s => s + 1)}>
        Tap!
      </button>
      <p>
        {/* No new round while a score is on its way: its receipt would have no one to show it. */}
        <button type="button" className="button" onClick={start} disabled={playing || board.busy}>
          {played && !playing ? 'Play again' : 'Start round'}
        </button>
      </p>
      <OnChainScore board={board} score={played && !playing ? score : undefined} />
    </section>
  );
}
