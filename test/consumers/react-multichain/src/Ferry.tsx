import { useAccount } from 'wagmi';
import { useAppKit, useAppKitAccount, useAppKitEvents, useAppKitNetwork, useAppKitState, useAppKitTheme, useDisconnect, useWalletInfo } from 'w3m-modal/react';
import { arbitrum } from 'w3m-modal/networks';

/** The ferry's desk: which bank of each river the passenger stands on, and the ways across. */
export function Ferry() {
  const { open } = useAppKit();
  const { disconnect } = useDisconnect();
  const { switchNetwork, caipNetwork } = useAppKitNetwork();
  const active = useAppKitAccount();
  const evm = useAppKitAccount({ namespace: 'eip155' });
  const sol = useAppKitAccount({ namespace: 'solana' });
  const wagmi = useAccount();
  const state = useAppKitState();
  const { themeMode } = useAppKitTheme();
  const { walletInfo } = useWalletInfo();
  const event = useAppKitEvents();

  return (
    <>
      <nav aria-label="Ferry">
        <button type="button" onClick={() => open({ view: 'Connect', namespace: 'eip155' })}>Board on the EVM side</button>
        <button type="button" onClick={() => open({ view: 'Connect', namespace: 'solana' })}>Board on the Solana side</button>
        <button type="button" onClick={() => open({ view: 'Networks' })}>Pick a crossing</button>
        <button type="button" onClick={() => switchNetwork(arbitrum)}>Cross to Arbitrum</button>
        <button type="button" onClick={() => disconnect({ namespace: 'solana' })}>Leave the Solana bank</button>
        <button type="button" onClick={() => disconnect()}>Leave the ferry</button>
      </nav>
      <table aria-label="Passenger">
        <tbody>
          <tr><th scope="row">EVM bank</th><td data-testid="evm">{evm.address}</td></tr>
          <tr><th scope="row">Solana bank</th><td data-testid="solana">{sol.address}</td></tr>
          <tr><th scope="row">wagmi sees</th><td data-testid="wagmi">{wagmi.address}</td></tr>
          <tr><th scope="row">Standing on</th><td data-testid="active">{active.caipAddress}</td></tr>
          <tr><th scope="row">Status</th><td data-testid="status">{active.status}</td></tr>
          <tr><th scope="row">Namespace</th><td data-testid="namespace">{state.activeChain}</td></tr>
          <tr><th scope="row">Crossing</th><td data-testid="network">{state.selectedNetworkId}</td></tr>
          <tr><th scope="row">Crossing name</th><td data-testid="network-name">{caipNetwork?.name}</td></tr>
          <tr><th scope="row">Desk open</th><td data-testid="open">{String(state.open)}</td></tr>
          <tr><th scope="row">Wallet</th><td data-testid="wallet">{walletInfo?.name}</td></tr>
          <tr><th scope="row">Theme</th><td data-testid="theme">{themeMode}</td></tr>
          <tr><th scope="row">Last event</th><td data-testid="event">{event.data.event}</td></tr>
        </tbody>
      </table>
    </>
  );
}
