import { useAppKit, useAppKitAccount, useAppKitNetworkCore, useAppKitProvider, useDisconnect } from 'w3m-modal/react';
import type { Provider } from 'w3m-modal/react';
import { BrowserProvider, JsonRpcSigner, formatEther, parseEther } from 'ethers';

/** Where "Send Transaction" sends 0.001 ETH. */
export const RECIPIENT = '0xa0Ee7A142d267C1f36714E4a8F75612F20a79720';
export const MESSAGE = 'Hello from ethers v6';

interface Props {
  sendHash: (hash: string) => void;
  sendSignMsg: (signature: string) => void;
  sendBalance: (balance: string) => void;
}

export function ActionButtonList({ sendHash, sendSignMsg, sendBalance }: Props) {
  const { open } = useAppKit();
  const { disconnect } = useDisconnect();
  const { address, isConnected } = useAppKitAccount();
  const { chainId } = useAppKitNetworkCore();
  const { walletProvider } = useAppKitProvider<Provider>('eip155');

  const signer = () => {
    if (!walletProvider || !address) throw new Error('The wallet is not connected');
    return new JsonRpcSigner(new BrowserProvider(walletProvider, Number(chainId)), address);
  };

  const signMessage = async () => sendSignMsg(await signer().signMessage(MESSAGE));

  const sendTransaction = async () => {
    const tx = await signer().sendTransaction({ to: RECIPIENT, value: parseEther('0.001') });
    sendHash(tx.hash);
  };

  const getBalance = async () => {
    if (!walletProvider || !address) throw new Error('The wallet is not connected');
    const provider = new BrowserProvider(walletProvider, Number(chainId));
    sendBalance(`${formatEther(await provider.getBalance(address))} ETH`);
  };

  if (!isConnected) return <button onClick={() => open()}>Open</button>;
  return (
    <div>
      <button onClick={() => open()}>Open</button>
      <button onClick={signMessage}>Sign Message</button>
      <button onClick={sendTransaction}>Send Transaction</button>
      <button onClick={getBalance}>Get Balance</button>
      <button onClick={() => disconnect()}>Disconnect</button>
    </div>
  );
}
