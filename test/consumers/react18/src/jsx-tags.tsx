// Type check only (never rendered): the public tags are known to JSX through `w3m-modal/react`.
import 'w3m-modal/react';

export const tags = (
  <>
    <w3m-modal project-id="YOUR_PROJECT_ID" networks="eip155:1" theme-mode="dark" className="modal" />
    <w3m-button size="sm" balance="hide" label="Play" />
    <appkit-button loading-label="Wait…" disabled />
    {/* AppKit's tags and attributes, as AppKit spells them. */}
    <appkit-button loadingLabel="Wait…" charsStart={4} charsEnd={6} namespace="eip155" />
    <w3m-connect-button label="Play" loadingLabel="Wait…" size="sm" />
    <w3m-account-button balance="hide" charsStart={4} charsEnd={6} namespace="solana" />
    <w3m-network-button label="Pick a network" disabled />
    <appkit-network-button label="Pick a network" />
    {/* @ts-expect-error the namespace is a chain namespace */}
    <w3m-account-button namespace="evm" />
    {/* @ts-expect-error the theme mode is light or dark */}
    <w3m-modal theme-mode="blue" />
    {/* @ts-expect-error the button comes in sm and md */}
    <w3m-button size="xl" />
  </>
);
