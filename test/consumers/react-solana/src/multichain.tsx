// EVM and Solana in one modal: the modal's own EVM wallets and the SolanaAdapter side by side.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createAppKit, useAppKit, useAppKitAccount, useAppKitState, useDisconnect } from 'w3m-modal/react';
import { SolanaAdapter } from 'w3m-modal/solana/react';
import { mainnet, solana } from 'w3m-modal/networks';
import { projectId, metadata } from './config';

createAppKit({ projectId, metadata, networks: [mainnet, solana], adapters: [new SolanaAdapter()] });

function Multichain() {
  const { open } = useAppKit();
  const { disconnect } = useDisconnect();
  const evm = useAppKitAccount({ namespace: 'eip155' });
  const sol = useAppKitAccount({ namespace: 'solana' });
  const { activeChain } = useAppKitState();
  return (
    <>
      <appkit-button />
      <button onClick={() => open({ view: 'Networks' })}>Networks</button>
      <button onClick={() => disconnect({ namespace: 'solana' })}>Disconnect Solana</button>
      <p>eip155: {evm.isConnected ? evm.address : 'none'}</p>
      <p>solana: {sol.isConnected ? sol.address : 'none'}</p>
      <p>active: {activeChain}</p>
    </>
  );
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Multichain />
  </StrictMode>,
);
