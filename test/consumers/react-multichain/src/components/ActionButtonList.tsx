import { useDisconnect, useAppKit, useAppKitNetwork } from 'w3m-modal/react'
import { networks } from '../config'

// The example's buttons (without Bitcoin's), plus the Networks view and a one-namespace disconnect that the
// multichain check drives.
export const ActionButtonList = () => {
  const { disconnect } = useDisconnect();
  const { open } = useAppKit();
  const { switchNetwork } = useAppKitNetwork();

  const handleDisconnect = async () => {
    try {
      await disconnect();
    } catch (error) {
      console.error("Failed to disconnect:", error);
    }
  };
  return (
    <div>
      <button onClick={() => open({ view: 'Connect', namespace: 'eip155' })}>Open EVM</button>
      <button onClick={() => open({ view: 'Connect', namespace: 'solana' })}>Open Solana</button>
      <button onClick={() => open({ view: 'Networks' })}>Networks</button>
      <button onClick={handleDisconnect}>Disconnect</button>
      <button onClick={() => disconnect({ namespace: 'solana' })}>Disconnect Solana</button>
      <button onClick={() => switchNetwork(networks[1])}>Switch</button>
    </div>
  )
}
