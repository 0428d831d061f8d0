import { useState } from 'react';
import { createAppKit } from 'w3m-modal/react'
import { ActionButtonList } from './components/ActionButtonList'
import { InfoList } from './components/InfoList'
import { projectId, metadata, networks, solanaWeb3JsAdapter } from './config'

// Create modal
createAppKit({
  projectId,
  metadata,
  themeMode: 'light',
  networks,
  adapters: [solanaWeb3JsAdapter],
  features: {
    analytics: true // Optional - defaults to your Cloud configuration
  },
  themeVariables: {
    '--w3m-accent': '#000000',
  }
})

export function App() {
  const [transactionHash, setTransactionHash] = useState<string | undefined>(undefined);
  const [signedMsg, setSignedMsg] = useState('');
  const [balance, setBalance] = useState('');

  const receiveHash = (hash: string) => {
    setTransactionHash(hash); // Update the state with the transaction hash
  };

  const receiveSignedMsg = (signedMsg: string) => {
    setSignedMsg(signedMsg); // Update the state with the transaction hash
  };

  const receivebalance = (balance: string) => {
    setBalance(balance)
  }

  return (
    <div className={"pages"}>
      <h1>AppKit Solana React dApp Example</h1>
        <appkit-button />
        <ActionButtonList sendSignMsg={receiveSignedMsg} sendHash={receiveHash} sendBalance={receivebalance}/>
        <div className="advice">
          <p>
            This projectId only works on localhost. <br/>
            Go to <a href="https://cloud.reown.com" target="_blank" className="link-button" rel="Reown Cloud">Reown Cloud</a> to get your own.
          </p>
        </div>
        <InfoList hash={transactionHash} signedMsg={signedMsg} balance={balance}/>
    </div>
  )
}

export default App
