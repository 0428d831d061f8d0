// Coin Dash: a Phaser game with the wallet modal, as a game on an engine wires it. The game pauses while the modal
// is open and resumes when it closes (a change of `open` in `subscribeState`); the player connects in the modal and
// saves the coins they collected on the local chain's score board.
import '../demo-wallet.js';
import * as Phaser from 'phaser';
import type { Address, EIP1193Provider } from 'viem';
import { createAppKit, mainnet } from '../../src/index.js';
import { ANVIL_URL, LOCAL_DIRECTORY, PROJECT_ID, VERIFY_URL, WC_RELAY_URL } from '../demo-env.js';
import { exposeModal } from '../dev-handle.js';
import { CoinDash, FIELD } from './coin-dash.js';
import type { DashState } from './coin-dash.js';
import { readBest, saveScore, scoreBoardAvailable } from './score-board.js';

const modal = createAppKit({
  projectId: PROJECT_ID,
  networks: [mainnet],
  customRpcUrls: { 'eip155:1': [{ url: ANVIL_URL }] },
  relayUrl: WC_RELAY_URL,
  // The local Verify stand-in, which the page's CSP frames: the QR waits for its attestation.
  verifyUrl: VERIFY_URL,
  ...LOCAL_DIRECTORY,
  metadata: { name: 'Coin Dash', description: 'w3m-modal demo', url: location.origin, icons: [`${location.origin}/game-icon.svg`] },
  features: { analytics: false, email: false, socials: false },
});
exposeModal();

const output = (id: string): HTMLOutputElement => document.querySelector<HTMLOutputElement>(`[data-testid="${id}"]`)!;
const hud = { coins: output('coins'), runner: output('runner'), state: output('game-state'), best: output('best') };
const saveButton = document.querySelector<HTMLButtonElement>('#save')!;
const saveStatus = document.querySelector<HTMLParagraphElement>('[data-testid="save-status"]')!;

const run = { coins: 0, saving: false };
const player = (): Address | undefined => modal.getAddress() as Address | undefined;

function showBoard(): void {
  saveButton.textContent = run.coins > 0 ? `Save ${run.coins} on chain` : 'Save score on chain';
  saveButton.disabled = !scoreBoardAvailable || !player() || run.coins === 0 || run.saving;
}

function onRun(state: DashState): void {
  hud.runner.value = `${state.x}, ${state.y}`;
  if (state.coins !== run.coins) {
    run.coins = state.coins;
    hud.coins.value = String(state.coins);
    showBoard();
  }
}

const scene = new CoinDash(onRun, () => void modal.open());
const game = new Phaser.Game({
  type: Phaser.AUTO,
  parent: 'field',
  width: FIELD.width,
  height: FIELD.height,
  scale: { mode: Phaser.Scale.FIT, autoCenter: Phaser.Scale.CENTER_BOTH },
  input: { gamepad: true },
  audio: { noAudio: true },
  banner: false,
  scene: [scene],
});

// The game stops while the player is in the wallet modal, and goes on where it was when they close it: once per
// open and once per close. subscribeState also calls back while the modal stays open (a wallet connecting turns
// `loading` on and off), so the game acts on a change of `open`, not on its value (docs/game.md).
let pausedForModal = false;
function followModal(open: boolean): void {
  if (!game.isBooted || open === pausedForModal) return;
  pausedForModal = open;
  if (open) {
    game.scene.pause('dash');
  } else {
    scene.releaseKeys();
    game.scene.resume('dash');
  }
}
// The HUD shows what the engine did, from the scene's own events.
game.events.once(Phaser.Core.Events.READY, () => {
  // The canvas takes focus (at start, by Tab, and on a click: Phaser cancels the mousedown, which would have given
  // it): the modal gives focus back to what had it when it opened, so the game, not the Connect button, has the
  // keyboard again after a close.
  const { canvas } = game;
  canvas.tabIndex = 0;
  canvas.setAttribute('aria-label', 'Coin Dash: the arrow keys or the D-pad run, Space dashes, Start opens the wallet');
  canvas.addEventListener('pointerdown', () => canvas.focus());
  canvas.focus();
  scene.events.on(Phaser.Scenes.Events.PAUSE, () => (hud.state.value = 'Paused'));
  scene.events.on(Phaser.Scenes.Events.RESUME, () => (hud.state.value = 'Playing'));
  hud.state.value = 'Playing';
  // Subscribing does not call back: the modal may have opened before the game was up.
  followModal(modal.getState().open);
});
modal.subscribeState(({ open }) => followModal(open));

/** The connected player's best, read again when the account changes; an answer for an account no longer there is dropped. */
async function refreshBest(): Promise<void> {
  const address = player();
  hud.best.value = address ? '…' : '';
  if (!address || !scoreBoardAvailable) return;
  try {
    const best = await readBest(address);
    if (player() === address) hud.best.value = String(best);
  } catch (error) {
    if (player() === address) saveStatus.textContent = `Could not read the score board: ${(error as Error).message}`;
  }
}

/** The account the board shows; `null` until the first call, so the board is drawn for a player who is not connected too. */
let shownAccount: string | undefined | null = null;
modal.subscribeAccount(({ address }) => {
  if (address === shownAccount) return;
  shownAccount = address;
  showBoard();
  void refreshBest();
});

saveButton.addEventListener('click', async () => {
  const address = player();
  const provider = modal.getWalletProvider() as EIP1193Provider | undefined;
  if (!address || !provider || run.coins === 0) return;
  run.saving = true;
  showBoard();
  saveStatus.textContent = 'Confirm in your wallet…';
  try {
    const block = await saveScore(provider, address, run.coins);
    await refreshBest();
    saveStatus.textContent = `Saved in block ${block}.`;
  } catch (error) {
    saveStatus.textContent = `Not saved: ${(error as { shortMessage?: string }).shortMessage ?? (error as Error).message}`;
  } finally {
    run.saving = false;
    showBoard();
  }
});
showBoard();
