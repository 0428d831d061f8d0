import { useState } from 'react';
import { useAppKit, useAppKitAccount, useAppKitNetwork, useAppKitNetworkCore, useAppKitProvider, useDisconnect } from 'w3m-modal/react';
import type { Provider } from 'w3m-modal/react';
import { arbitrum } from 'w3m-modal/networks';
import { ethers } from 'ethers';

/** The co-op's fund, paid by "Pay my share". */
export const FUND = '0xa0Ee7A142d267C1f36714E4a8F75612F20a79720';
export const PLEDGE = 'I pledge two crates to the co-op';

/** A member's desk at the co-op, with ethers v5 over the connected wallet. */
export function Orchard() {
  const { open } = useAppKit();
  const { disconnect } = useDisconnect();
  const { address, isConnected } = useAppKitAccount();
  const { chainId } = useAppKitNetworkCore();
  const { caipNetwork, switchNetwork } = useAppKitNetwork();
  const { walletProvider } = useAppKitProvider<Provider>('eip155');
  const [pledge, setPledge] = useState('');
  const [payment, setPayment] = useState('');
  const [holdings, setHoldings] = useState('');

  const web3 = () => {
    if (!walletProvider || !address) throw new Error('No member at the desk');
    return new ethers.providers.Web3Provider(walletProvider, chainId);
  };

  return (
    <section aria-labelledby="desk-heading">
      <h2 id="desk-heading">Member desk</h2>
      <button type="button" onClick={() => open()}>Show the wallet desk</button>
      {isConnected && (
        <>
          <button type="button" onClick={async () => setPledge(await web3().getSigner(address).signMessage(PLEDGE))}>Sign the pledge</button>
          <button type="button" onClick={async () => setPayment((await web3().getSigner(address).sendTransaction({ to: FUND, value: ethers.utils.parseEther('0.001') })).hash)}>Pay my share</button>
          <button type="button" onClick={async () => setHoldings(`${ethers.utils.formatEther(await web3().getBalance(address!))} ETH`)}>Check my holdings</button>
          <button type="button" onClick={() => switchNetwork(arbitrum)}>Move to Arbitrum</button>
          <button type="button" onClick={() => disconnect()}>Leave the co-op</button>
        </>
      )}
      <dl>
        <dt>Member</dt>
        <dd data-testid="address">{isConnected ? address : ''}</dd>
        <dt>Chain</dt>
        <dd data-testid="chain">{String(chainId ?? '')}</dd>
        <dt>Network</dt>
        <dd data-testid="network">{caipNetwork?.name}</dd>
        <dt>Pledge</dt>
        <dd data-testid="signature">{pledge}</dd>
        <dt>Payment</dt>
        <dd data-testid="hash">{payment}</dd>
        <dt>Holdings</dt>
        <dd data-testid="balance">{holdings}</dd>
      </dl>
    </section>
  );
}
