import { useState } from 'react';
import { BrowserProvider, JsonRpcSigner, formatEther, parseEther } from 'ethers';
import { providers } from 'ethers5';
import { useAppKitAccount, useAppKitNetworkCore, useAppKitProvider } from '../../react/index.js';
import type { Provider } from '../../react/index.js';

/** Where "Send 0.001 ETH" goes: the demo mnemonic's tenth account. */
const RECIPIENT = '0xa0Ee7A142d267C1f36714E4a8F75612F20a79720';

/**
 * A page that does its chain work with ethers, as AppKit's ethers examples do: the modal's wallet provider wrapped
 * in ethers 6's BrowserProvider (and, for apps still on it, ethers 5's Web3Provider).
 */
export function App() {
  const { address, isConnected } = useAppKitAccount();
  const { chainId } = useAppKitNetworkCore();
  const { walletProvider } = useAppKitProvider<Provider>('eip155');
  const [result, setResult] = useState<{ label: string; value: string }>();
  const [error, setError] = useState<string>();

  const run = (label: string, task: (provider: Provider, from: string) => Promise<string>) => async () => {
    setError(undefined);
    if (!walletProvider || !address) return setError('Connect a wallet first');
    try {
      setResult({ label, value: await task(walletProvider, address) });
    } catch (reason) {
      setError(reason instanceof Error ? reason.message : String(reason));
    }
  };
  const signer = (provider: Provider, from: string) => new JsonRpcSigner(new BrowserProvider(provider, chainId), from);

  return (
    <main>
      <h1>React + ethers</h1>
      <p className="lead">AppKit's ethers example, with only the package names changed.</p>
      <appkit-button />
      {isConnected && (
        <p className="actions">
          <button type="button" className="button" onClick={run('Signature (ethers 6)', (p, from) => signer(p, from).signMessage('Play with ethers'))}>
            Sign a message with ethers 6
          </button>
          <button
            type="button"
            className="button"
            onClick={run('Transaction (ethers 6)', async (p, from) => (await signer(p, from).sendTransaction({ to: RECIPIENT, value: parseEther('0.001') })).hash)}
          >
            Send 0.001 ETH with ethers 6
          </button>
          <button type="button" className="button" onClick={run('Balance (ethers 6)', async (p, from) => `${formatEther(await new BrowserProvider(p).getBalance(from))} ETH`)}>
            Read the balance with ethers 6
          </button>
          <button type="button" className="button" onClick={run('Signature (ethers 5)', (p, from) => new providers.Web3Provider(p).getSigner(from).signMessage('Play with ethers 5'))}>
            Sign a message with ethers 5
          </button>
        </p>
      )}
      {result && (
        <p>
          {result.label}: <output className="result" data-testid="result">{result.value}</output>
        </p>
      )}
      {error && <p role="alert">{error}</p>}
    </main>
  );
}
