import { useState } from 'react';
import { useAppKit, useAppKitAccount, useAppKitNetwork, useAppKitProvider, useAppKitState, useDisconnect, useWalletInfo } from 'w3m-modal/react';
import { useAppKitConnection } from 'w3m-modal/solana/react';
import type { Provider } from 'w3m-modal/solana/react';
import { LAMPORTS_PER_SOL, PublicKey, SystemProgram, Transaction } from '@solana/web3.js';
import { clusters } from './kit';

const RECEIPT = 'One cinnamon bun, paid in full';
const toHex = (bytes: Uint8Array) => Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');

/** The bake sale's till: everything a baker does with the connected Solana wallet. */
export function Till() {
  const { open } = useAppKit();
  const { disconnect } = useDisconnect();
  const { address, caipAddress, isConnected } = useAppKitAccount();
  const { caipNetwork, switchNetwork } = useAppKitNetwork();
  const { selectedNetworkId } = useAppKitState();
  const { walletInfo } = useWalletInfo();
  const { connection } = useAppKitConnection();
  const { walletProvider } = useAppKitProvider<Provider>('solana');
  const [receipt, setReceipt] = useState('');
  const [tip, setTip] = useState('');
  const [jar, setJar] = useState('');

  const baker = () => {
    if (!address || !walletProvider || !connection) throw new Error('No baker at the till');
    return { key: new PublicKey(address), wallet: walletProvider, connection };
  };

  const signReceipt = async () => {
    const signature = await baker().wallet.signMessage(new TextEncoder().encode(RECEIPT));
    setReceipt(toHex(signature));
  };

  const tipYourself = async () => {
    const { key, wallet, connection } = baker();
    const { blockhash } = await connection.getLatestBlockhash();
    const transfer = new Transaction({ feePayer: key, recentBlockhash: blockhash }).add(
      SystemProgram.transfer({ fromPubkey: key, toPubkey: key, lamports: 1_000 }),
    );
    setTip(await wallet.sendTransaction(transfer, connection));
  };

  const countJar = async () => {
    const { key, connection } = baker();
    setJar(`${(await connection.getBalance(key)) / LAMPORTS_PER_SOL} SOL`);
  };

  return (
    <section aria-labelledby="till-heading">
      <h2 id="till-heading">The till</h2>
      <button type="button" onClick={() => open()}>Open the till</button>
      {isConnected && (
        <>
          <button type="button" onClick={signReceipt}>Sign the receipt</button>
          <button type="button" onClick={tipYourself}>Tip yourself</button>
          <button type="button" onClick={countJar}>Count the jar</button>
          <button type="button" onClick={() => switchNetwork(clusters.testnet)}>Bake on Testnet</button>
          <button type="button" onClick={() => disconnect()}>Close the stall</button>
        </>
      )}
      <dl>
        <dt>Baker</dt>
        <dd data-testid="baker">{address}</dd>
        <dt>Baker (CAIP)</dt>
        <dd data-testid="baker-caip">{caipAddress}</dd>
        <dt>Oven</dt>
        <dd data-testid="cluster">{caipNetwork?.name}</dd>
        <dt>Oven id (state)</dt>
        <dd data-testid="cluster-id">{selectedNetworkId}</dd>
        <dt>Wallet</dt>
        <dd data-testid="wallet">{walletInfo?.name}</dd>
        <dt>Signed receipt</dt>
        <dd data-testid="receipt">{receipt}</dd>
        <dt>Tip</dt>
        <dd data-testid="tip">{tip}</dd>
        <dt>Jar</dt>
        <dd data-testid="jar">{jar}</dd>
      </dl>
    </section>
  );
}
