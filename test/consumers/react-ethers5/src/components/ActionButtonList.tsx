import { useAppKit, useAppKitAccount, useAppKitNetworkCore, useAppKitProvider, useDisconnect } from 'w3m-modal/react';
import type { Provider } from 'w3m-modal/react';
import { ethers } from 'ethers';

/** Where "Send Transaction" sends 0.001 ETH. */
export const RECIPIENT = '0xa0Ee7A142d267C1f36714E4a8F75612F20a79720';
export const MESSAGE = 'Hello from ethers v5';

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

  const web3Provider = () => {
    if (!walletProvider || !address) throw new Error('The wallet is not connected');
    return new ethers.providers.Web3Provider(walletProvider, Number(chainId));
  };

  const signMessage = async () => sendSignMsg(await web3Provider().getSigner(address).signMessage(MESSAGE));

  const sendTransaction = async () => {
    const tx = await web3Provider().getSigner(address).sendTransaction({ to: RECIPIENT, value: ethers.utils.parseEther('0.001') });
    sendHash(tx.hash);
  };

  const getBalance = async () => {
    if (!address) throw new Error('The wallet is not connected');
    sendBalance(`${ethers.utils.formatEther(await web3Provider().getBalance(address))} ETH`);
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
