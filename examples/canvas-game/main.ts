// A game as a browser sees one, without an engine: a canvas repainted on every frame, a keyboard handler on
// `window` that counts every key and cancels the arrows and Space (as engines do for the keys they capture), a
// gamepad read once a frame, Escape for a pause menu. The wallet modal opens from W, the pad's Start button or the
// HUD's button; the game pauses while it is open (the modal's state, `subscribeState`) and resumes after.
import '../demo-wallet.js';
import { createAppKit, mainnet } from '../../src/index.js';
import { ANVIL_URL, EXPLORER_URL, PROJECT_ID } from '../demo-env.js';
import { exposeModal } from '../dev-handle.js';

const modal = createAppKit({
  projectId: PROJECT_ID,
  networks: [mainnet],
  customRpcUrls: { 'eip155:1': [{ url: ANVIL_URL }] },
  enableWalletConnect: false,
  ...(EXPLORER_URL ? { explorerApiUrl: EXPLORER_URL } : {}),
  metadata: { name: 'Canvas game', description: 'w3m-modal demo', url: location.origin, icons: [] },
  features: { analytics: false, email: false, socials: false },
});
exposeModal();

const canvas = document.querySelector<HTMLCanvasElement>('#game')!;
const context = canvas.getContext('2d')!;
const hud = {
  keys: document.querySelector<HTMLOutputElement>('[data-testid="keys-heard"]')!,
  player: document.querySelector<HTMLOutputElement>('[data-testid="player"]')!,
  state: document.querySelector<HTMLOutputElement>('[data-testid="game-state"]')!,
};

const GAME_KEYS = new Set(['ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight', ' ']);
const MOVES: Record<string, [number, number]> = { ArrowUp: [0, -1], ArrowDown: [0, 1], ArrowLeft: [-1, 0], ArrowRight: [1, 0] };
/** The standard mapping's Start button and D-pad (up, down, left, right). */
const PAD_START = 9;
const PAD_MOVES: [number, [number, number]][] = [[12, [0, -1]], [13, [0, 1]], [14, [-1, 0]], [15, [1, 0]]];
const SPEED = 0.2; // pixels per millisecond

const game = { x: 0, y: 0, keysHeard: 0, walletOpen: false, pauseMenu: false, held: new Set<string>(), startWasDown: false };

function showState(): void {
  hud.state.value = game.walletOpen ? 'Paused: wallet open' : game.pauseMenu ? 'Pause menu' : 'Playing';
}

// The game's keyboard, registered as engines register it: on window, in the bubble phase.
window.addEventListener('keydown', event => {
  game.keysHeard += 1;
  hud.keys.value = String(game.keysHeard);
  if (GAME_KEYS.has(event.key)) event.preventDefault();
  if (event.key === 'Escape') game.pauseMenu = !game.pauseMenu;
  else if (event.key === 'w' || event.key === 'W') void modal.open();
  else game.held.add(event.key);
  showState();
});
window.addEventListener('keyup', event => game.held.delete(event.key));
window.addEventListener('blur', () => game.held.clear());

modal.subscribeState(({ open }) => {
  game.walletOpen = open;
  // Keys released while the modal had them are not the game's to keep.
  if (open) game.held.clear();
  showState();
});

document.querySelector('#fullscreen')!.addEventListener('click', () => void document.querySelector('#stage')!.requestFullscreen());

/** The first standard pad, read once a frame as games read it: Start opens the wallet, the D-pad walks. */
function readPad(): [number, number] {
  const pad = navigator.getGamepads?.().find(candidate => candidate?.connected && candidate.mapping === 'standard');
  const pressed = (index: number): boolean => pad?.buttons[index]?.pressed === true;
  const start = pressed(PAD_START);
  // The modal reads the pad itself while it is open; the game only opens it.
  if (start && !game.startWasDown && !game.walletOpen) void modal.open();
  game.startWasDown = start;
  return PAD_MOVES.filter(([button]) => pressed(button)).reduce<[number, number]>((sum, [, [dx, dy]]) => [sum[0] + dx, sum[1] + dy], [0, 0]);
}

function update(elapsed: number): void {
  const [padX, padY] = readPad();
  if (game.walletOpen || game.pauseMenu) return;
  let [dx, dy] = [padX, padY];
  for (const key of game.held) {
    const move = MOVES[key];
    if (move) [dx, dy] = [dx + move[0], dy + move[1]];
  }
  if (dx === 0 && dy === 0) return;
  game.x = Math.max(-400, Math.min(400, game.x + Math.sign(dx) * SPEED * elapsed));
  game.y = Math.max(-300, Math.min(300, game.y + Math.sign(dy) * SPEED * elapsed));
  hud.player.value = `${Math.round(game.x)}, ${Math.round(game.y)}`;
}

/** Everything is drawn again on every frame, as a game does, whether anything moved or not. */
function draw(now: number): void {
  const { width, height } = canvas;
  context.fillStyle = '#0f1222';
  context.fillRect(0, 0, width, height);
  const shift = (now / 20) % 40;
  context.strokeStyle = '#262b4d';
  context.beginPath();
  for (let x = -shift; x < width; x += 40) {
    context.moveTo(x, 0);
    context.lineTo(x, height);
  }
  for (let y = -shift; y < height; y += 40) {
    context.moveTo(0, y);
    context.lineTo(width, y);
  }
  context.stroke();
  context.fillStyle = '#f5b301';
  context.beginPath();
  context.arc(width / 2 + game.x, height / 2 + game.y, 18, 0, Math.PI * 2);
  context.fill();
}

let last = performance.now();
function frame(now: number): void {
  const size = [canvas.clientWidth * devicePixelRatio, canvas.clientHeight * devicePixelRatio].map(Math.round) as [number, number];
  if (canvas.width !== size[0] || canvas.height !== size[1]) [canvas.width, canvas.height] = size;
  update(Math.min(now - last, 100));
  last = now;
  draw(now);
  requestAnimationFrame(frame);
}
requestAnimationFrame(frame);
canvas.focus();
