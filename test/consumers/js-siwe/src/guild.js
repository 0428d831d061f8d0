// The guild's page: the modal with a siweConfig whose every call goes to the guild's own server (server.mjs),
// which checks the signed message and keeps the session in a cookie. The page shows the server's word on who is
// signed in.
import { createAppKit } from 'w3m-modal';
import { mainnet } from 'w3m-modal/networks';
import { createSIWEConfig, formatMessage } from 'w3m-modal/siwe';

const member = document.getElementById('member');
const signOutButton = document.getElementById('sign-out');

/** Shows who the server says is signed in. */
function showSession(session) {
  member.textContent = session ? `member ${session.address} on chain ${session.chainId}` : 'guest';
  signOutButton.hidden = !session;
}

async function askServer(path, body) {
  const response = await fetch(path, {
    method: body === undefined ? 'GET' : 'POST',
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${path}: the guild answered ${response.status}`);
  return response.json();
}

const siweConfig = createSIWEConfig({
  getMessageParams: async () => ({
    domain: location.host,
    uri: location.origin,
    chains: [mainnet.id],
    statement: 'Enter the cartographers\' guild hall',
  }),
  createMessage: ({ address, ...fields }) => formatMessage(fields, address),
  getNonce: async () => (await askServer('/api/nonce')).nonce,
  verifyMessage: async ({ message, signature }) => {
    try {
      return (await askServer('/api/verify', { message, signature })).valid;
    } catch {
      return false;
    }
  },
  getSession: async () => (await askServer('/api/session')).session,
  signOut: async () => (await askServer('/api/sign-out', {})).signedOut,
  onSignIn: () => askServer('/api/session').then(({ session }) => showSession(session)),
  onSignOut: () => showSession(null),
});

const kit = createAppKit({
  projectId: 'cartographers-guild-local',
  networks: [mainnet],
  metadata: { name: "Cartographers' guild", description: 'A guild that signs in with Ethereum', url: location.origin, icons: [] },
  siweConfig,
});

kit.subscribeState(() => {
  document.getElementById('leave').hidden = !kit.getIsConnectedState();
});

document.getElementById('join').addEventListener('click', () => kit.open());
document.getElementById('leave').addEventListener('click', () => kit.disconnect());
signOutButton.addEventListener('click', () => siweConfig.signOut());

askServer('/api/session').then(({ session }) => showSession(session));
