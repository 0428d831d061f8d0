import { useEffect } from 'react'
import { useAccount } from 'wagmi'
import { useAppKitState, useAppKitTheme, useAppKitEvents, useAppKitAccount, useWalletInfo } from 'w3m-modal/react'

export const InfoList = () => {
  const kitTheme = useAppKitTheme();
  const state = useAppKitState();
  const { address, caipAddress, isConnected, status } = useAppKitAccount();
  const eip155AccountState = useAppKitAccount({ namespace: 'eip155' })
  const solanaAccountState = useAppKitAccount({ namespace: 'solana' })
  const events = useAppKitEvents()
  const { walletInfo } = useWalletInfo()
  // wagmi's own view of the EVM side, which the modal follows.
  const wagmi = useAccount()

  useEffect(() => {
    console.log("Events: ", events);
  }, [events]);

  return (
    <>
      <section>
        <h2>All Addresses</h2>
        <pre>
          Address EVM: {eip155AccountState.address}<br />
          Address Solana: {solanaAccountState.address}<br />
          wagmi: {wagmi.address}<br />
        </pre>
      </section>
      <section>
        <h2>useAppKit</h2>
        <pre>
          Address: {address}<br />
          caip Address: {caipAddress}<br />
          Connected: {isConnected.toString()}<br />
          Status: {status}<br />
        </pre>
      </section>
      <section>
        <h2>Theme</h2>
        <pre>
          Theme: {kitTheme.themeMode}<br />
        </pre>
      </section>
      <section>
        <h2>State</h2>
        <pre>
          activeChain: {state.activeChain}<br />
          loading: {state.loading.toString()}<br />
          open: {state.open.toString()}<br />
          selectedNetworkId: {state.selectedNetworkId?.toString()}<br />
        </pre>
      </section>
      <section>
        <h2>WalletInfo</h2>
        <pre>
          Name: {JSON.stringify(walletInfo)}<br />
        </pre>
      </section>
    </>
  )
}
