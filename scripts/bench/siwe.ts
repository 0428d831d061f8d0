// What a page pays for w3m-modal/siwe on its own: a siweConfig as AppKit's SIWE apps write it (createSIWEConfig,
// formatMessage), with nothing else of the package. The modal's entries are measured by the other pages.
import { createSIWEConfig, formatMessage } from 'w3m-modal/siwe';

const siweConfig = createSIWEConfig({
  getMessageParams: async () => ({ domain: location.host, uri: location.origin, chains: [1], statement: 'Sign in' }),
  createMessage: ({ address, ...args }) => formatMessage(args, address),
  getNonce: async () => (await fetch('/nonce')).text(),
  verifyMessage: async ({ message, signature }) => (await fetch('/verify', { method: 'POST', body: JSON.stringify({ message, signature }) })).ok,
  getSession: async () => (await fetch('/session')).json(),
  signOut: async () => (await fetch('/sign-out', { method: 'POST' })).ok,
});
Object.assign(window, { siweConfig });
