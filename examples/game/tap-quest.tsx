import { useEffect, useState } from 'react';

const ROUND_SECONDS = 10;

const bestKey = (address: string): string => `tap-quest:best:${address.toLowerCase()}`;

function readBest(address: string): number {
  try {
    return Number(localStorage.getItem(bestKey(address))) || 0;
  } catch {
    return 0;
  }
}

/** The game: tap the coin as often as you can in ten seconds; the best score is kept per wallet address. */
export function TapQuest({ address }: { address: string }) {
  const [score, setScore] = useState(0);
  const [left, setLeft] = useState(0);
  const [best, setBest] = useState(() => readBest(address));
  const playing = left > 0;

  useEffect(() => setBest(readBest(address)), [address]);

  useEffect(() => {
    if (!playing) return undefined;
    const timer = setTimeout(() => setLeft(l => l - 1), 1000);
    return () => clearTimeout(timer);
  }, [playing, left]);

  useEffect(() => {
    if (playing || score <= best) return;
    setBest(score);
    try {
      localStorage.setItem(bestKey(address), String(score));
    } catch {
      // Storage may be unavailable (private mode); the best score then lasts for this visit only.
    }
  }, [playing, score, best, address]);

  const start = (): void => {
    setScore(0);
    setLeft(ROUND_SECONDS);
  };

  return (
    <section aria-label="Game">
      <div className="scores">
        <div>Score<output aria-live="polite">{score}</output></div>
        <div>Time<output>{left}s</output></div>
        <div>Best<output>{best}</output></div>
      </div>
      <button type="button" className="target" disabled={!playing} onClick={() => setScore(s => s + 1)}>
        Tap!
      </button>
      <p>
        <button type="button" className="start" onClick={start} disabled={playing}>
          {score > 0 && !playing ? 'Play again' : 'Start round'}
        </button>
      </p>
    </section>
  );
}
