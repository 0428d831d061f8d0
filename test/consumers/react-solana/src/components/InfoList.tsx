import { useAppKitState, useAppKitAccount, useWalletInfo } from 'w3m-modal/react'

interface InfoListProps {
    hash: string | undefined;
    signedMsg: string;
    balance: string;
}

export const InfoList = ({ hash, signedMsg, balance }: InfoListProps) => {
    const { selectedNetworkId } = useAppKitState()
    const { address, caipAddress, isConnected } = useAppKitAccount()
    const { walletInfo } = useWalletInfo()

  return (
    < >
        {balance && (
        <section>
            <h2>Balance: {balance}</h2>
        </section>
        )}
        {hash && (
        <section>
            <h2>Sign Tx</h2>
            <pre>
                Hash: <output data-hash>{hash}</output><br />
            </pre>
        </section>
        )}
        {signedMsg && (
        <section>
            <h2>Sign msg</h2>
            <pre>
                signedMsg: <output data-signed-msg>{signedMsg}</output><br />
            </pre>
        </section>
        )}
        <section>
            <h2>useAppKit</h2>
            <pre>
                Address: {address}<br />
                caip Address: {caipAddress}<br />
                Connected: {isConnected.toString()}<br />
            </pre>
        </section>
        <section>
            <h2>Theme</h2>
            <pre>
                Selected Network ID: {selectedNetworkId?.toString()}<br />
            </pre>
        </section>
        <section>
            <h2>WalletInfo</h2>
            <pre>
                Name: {walletInfo?.name?.toString()}<br />
            </pre>
        </section>
    </>
  )
}
