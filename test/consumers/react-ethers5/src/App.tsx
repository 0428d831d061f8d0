import { useState } from 'react';
import { createAppKit } from 'w3m-modal/react';
import { ethers5Adapter, metadata, networks, projectId } from './config';
import { ActionButtonList } from './components/ActionButtonList';
import { InfoList } from './components/InfoList';

createAppKit({
  adapters: [ethers5Adapter],
  networks,
  metadata,
  projectId,
  features: { analytics: true },
});

export function App() {
  const [hash, setHash] = useState('');
  const [signature, setSignature] = useState('');
  const [balance, setBalance] = useState('');
  return (
    <main>
      <h1>ethers v5 on w3m-modal</h1>
      <appkit-button />
      <ActionButtonList sendHash={setHash} sendSignMsg={setSignature} sendBalance={setBalance} />
      <InfoList hash={hash} signedMsg={signature} balance={balance} />
    </main>
  );
}
