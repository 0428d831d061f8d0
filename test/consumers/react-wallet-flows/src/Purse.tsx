import { useAppKit, useAppKitAccount, useAppKitState } from 'w3m-modal/react';

/** The purse keeper's table: who holds the purse, whether the wallet desk is open, and a way back to it. */
export function Purse() {
  const { open } = useAppKit();
  const keeper = useAppKitAccount();
  const desk = useAppKitState();

  return (
    <section aria-label="Purse keeper">
      <button type="button" onClick={() => open({ view: 'Account' })} disabled={!keeper.isConnected}>
        Open the purse
      </button>
      <dl>
        <dt>Keeper</dt>
        <dd data-testid="keeper">{keeper.address ?? 'nobody yet'}</dd>
        <dt>Desk</dt>
        <dd data-testid="desk">{desk.open ? 'open' : 'closed'}</dd>
      </dl>
    </section>
  );
}
