import { useAccount } from 'wagmi';
import { useAppKit, useAppKitAccount, useDisconnect } from 'w3m-modal/react';

/** The clubhouse door: who is at it, as wagmi and the kit see them, and the way out. */
export function Clubhouse() {
  const { open } = useAppKit();
  const { disconnect } = useDisconnect();
  const member = useAppKitAccount();
  const wagmi = useAccount();
  return (
    <section aria-labelledby="door-heading">
      <h2 id="door-heading">Clubhouse door</h2>
      <button type="button" onClick={() => open()}>Knock</button>
      {member.isConnected && <button type="button" onClick={() => disconnect()}>Leave the club</button>}
      <p>
        At the door: <output data-testid="member">{member.address}</output> (wagmi: <output data-testid="wagmi">{wagmi.address}</output>,{' '}
        <output data-testid="wagmi-status">{wagmi.status}</output>)
      </p>
    </section>
  );
}
