// App.tsx is the README's "Use it from React" example, written here by scripts/consumers.mjs. This file adds
// the public tags written directly in TSX, known to JSX through `w3m-modal/react`.
import 'w3m-modal/react';

export const tags = (
  <>
    <w3m-modal project-id="YOUR_PROJECT_ID" networks="eip155:1" theme-mode="dark" className="modal" />
    <w3m-button size="sm" balance="hide" label="Play" />
    <appkit-button loading-label="Wait…" disabled />
    <appkit-connect-button label="Play" />
    <appkit-account-button balance="hide" />
    <appkit-network-button disabled />
    {/* @ts-expect-error the theme mode is light or dark */}
    <w3m-modal theme-mode="blue" />
    {/* @ts-expect-error the button comes in sm and md */}
    <w3m-button size="xl" />
  </>
);
