import { useAccount, useDisconnect, useSignMessage, useSwitchChain } from 'wagmi';
import { useAppKitAccount } from '../../react/index.js';

/** wagmi's and the modal's words for where the connection stands, in one vocabulary. */
/**
 * A game page that uses wagmi's hooks next to the modal's. Both hooks are read in the same render and written
 * side by side into the page, so a test can compare them in every frame.
 */
export function App() {
  const wagmi = useAccount();
  const modal = useAppKitAccount();
  const { signMessageAsync, data: signature } = useSignMessage();
  const { chains, switchChain } = useSwitchChain();
  const { disconnect } = useDisconnect();
  return (
    <main>
      <h1>React + wagmi</h1>
      <p className="lead">The AppKit quickstart, with only the package names changed.</p>
      <appkit-button />
      <output
        data-testid="sides"
        data-wagmi={`${wagmi.status}|${wagmi.address ?? ''}|${wagmi.status === 'connected' ? wagmi.chainId : ''}`}
        data-modal={`${modal.status}|${modal.address ?? ''}|${modal.isConnected ? (modal.caipAddress?.split(':')[1] ?? '') : ''}`}
      >
        wagmi: {wagmi.status}, modal: {modal.status}
      </output>
      {wagmi.status === 'connected' && (
        <p className="actions">
          <button type="button" className="button" onClick={() => void signMessageAsync({ message: 'Play with wagmi' })}>
            Sign a message with wagmi
          </button>
          {chains
            .filter(chain => chain.id !== wagmi.chainId)
            .map(chain => (
              <button key={chain.id} type="button" className="button" onClick={() => switchChain({ chainId: chain.id })}>
                Switch to {chain.name} with wagmi
              </button>
            ))}
          <button type="button" className="button" onClick={() => disconnect()}>
            Disconnect with wagmi
          </button>
        </p>
      )}
      {signature && <p className="result" data-testid="signature">{signature}</p>}
    </main>
  );
}
