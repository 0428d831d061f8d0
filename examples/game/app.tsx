import { W3mButton, useAppKitAccount } from '../../react/index.js';
import { GAME } from './config.js';
import { TapQuest } from './tap-quest.js';

/** The page: the game is gated on a connected wallet. */
export function App() {
  const { isConnected, address } = useAppKitAccount();
  return (
    <main>
      <h1>{GAME}</h1>
      {isConnected && address ? (
        <>
          <div className="bar">
            <W3mButton />
          </div>
          <p className="address">Playing as <span data-testid="address">{address}</span></p>
          <TapQuest />
        </>
      ) : (
        <>
          <p className="lead">Connect a wallet to start your quest and keep your best score on chain.</p>
          <W3mButton />
        </>
      )}
    </main>
  );
}
