import { W3mButton, W3mModal, useAppKitAccount } from '../../react/index.js';
import { GAME, appKitOptions } from './config.js';
import { TapQuest } from './tap-quest.js';

/** The page: the game is gated on a connected wallet. */
export function App() {
  const { isConnected, address } = useAppKitAccount();
  return (
    <main>
      <W3mModal {...appKitOptions} themeMode="dark" />
      <h1>{GAME}</h1>
      {isConnected && address ? (
        <>
          <div className="bar">
            <W3mButton />
          </div>
          <p className="address">Playing as <span data-testid="address">{address}</span></p>
          <TapQuest address={address} />
        </>
      ) : (
        <>
          <p className="lead">Connect a wallet to start your quest and keep your best score.</p>
          <W3mButton />
        </>
      )}
    </main>
  );
}
