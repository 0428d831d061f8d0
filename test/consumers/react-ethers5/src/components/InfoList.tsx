import { useAppKitAccount, useAppKitNetworkCore } from 'w3m-modal/react';

interface Props {
  hash: string;
  signedMsg: string;
  balance: string;
}

export function InfoList({ hash, signedMsg, balance }: Props) {
  const { address, isConnected } = useAppKitAccount();
  const { chainId } = useAppKitNetworkCore();
  return (
    <dl>
      <dt>Address</dt>
      <dd data-testid="address">{isConnected ? address : ''}</dd>
      <dt>Chain</dt>
      <dd data-testid="chain">{String(chainId ?? '')}</dd>
      <dt>Signature</dt>
      <dd data-testid="signature">{signedMsg}</dd>
      <dt>Transaction</dt>
      <dd data-testid="hash">{hash}</dd>
      <dt>Balance</dt>
      <dd data-testid="balance">{balance}</dd>
    </dl>
  );
}
