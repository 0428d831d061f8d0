// A React page written the way AppKit apps write it: `createAppKit` with a projectId at module scope, `useAppKit`
// behind the app's own button, in the product configuration (one EVM network, every optional feature off).
// react-only.tsx is the same page without the library: `npm run size` reports the difference as the library's share.
import { createRoot } from 'react-dom/client';
import { createAppKit, useAppKit } from 'w3m-modal/react';
import { mainnet } from 'w3m-modal/networks';

/** Set by the build (`npm run size` builds the page with WalletConnect off, then on). */
declare const __BENCH_WALLETCONNECT__: boolean;

const GAME = 'Bench Game';

createAppKit({
  projectId: 'bench-project-id',
  networks: [mainnet],
  metadata: { name: GAME, description: `Wallet connection for ${GAME}`, url: location.origin, icons: [] },
  enableWalletGuide: false,
  // Off, as in the other product pages (on by default with a projectId; `npm run size` prints it on too).
  enableWalletConnect: __BENCH_WALLETCONNECT__,
  features: {
    swaps: false, onramp: false, receive: false, send: false, email: false, emailShowWallets: false,
    socials: false, history: false, analytics: false, smartSessions: false, legalCheckbox: false
  }
});

function App() {
  const { open } = useAppKit();
  return <button onClick={() => open()}>Play</button>;
}

createRoot(document.getElementById('root')!).render(<App />);
