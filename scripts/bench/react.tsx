// The product's configuration through the React entry, with nothing else on the page.
import { createRoot } from 'react-dom/client';
import { W3mButton, W3mModal, mainnet } from 'w3m-modal/react';

const GAME = 'Bench Game';

createRoot(document.getElementById('root')!).render(
  <>
    <W3mModal
      projectId="bench-project-id"
      networks={[mainnet]}
      metadata={{ name: GAME, description: `Wallet connection for ${GAME}`, url: location.origin, icons: [] }}
      enableWalletGuide={false}
      enableWalletConnect={false}
      features={{
        swaps: false, onramp: false, receive: false, send: false, email: false, emailShowWallets: false,
        socials: false, history: false, analytics: false, smartSessions: false, legalCheckbox: false
      }}
    />
    <W3mButton />
  </>
);
