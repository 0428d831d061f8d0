// The bench's game (issue 29): a canvas that fills the window and is drawn again on every frame, as a game's is,
// with the modal as an app installs it. Each drawn frame's time goes to `window.gameFrames` for scripts/bench/game.mjs.
import 'w3m-modal/define';

declare global {
  interface Window {
    gameFrames: number[];
  }
}

const canvas = document.querySelector('canvas')!;
const context = canvas.getContext('2d')!;
const SPRITES = 300;
window.gameFrames = [];

function draw(now: number): void {
  const { width, height } = canvas;
  const sky = context.createLinearGradient(0, 0, 0, height);
  sky.addColorStop(0, '#0f1222');
  sky.addColorStop(1, '#2a2f5e');
  context.fillStyle = sky;
  context.fillRect(0, 0, width, height);
  for (let i = 0; i < SPRITES; i++) {
    const x = (i * 97 + now * (0.05 + (i % 7) * 0.02)) % width;
    const y = (i * 53 + Math.sin(now / 500 + i) * 40 + height) % height;
    context.fillStyle = `hsl(${(i * 37) % 360} 70% 60%)`;
    context.fillRect(x, y, 12, 12);
  }
}

function frame(now: number): void {
  const width = Math.round(canvas.clientWidth * devicePixelRatio);
  const height = Math.round(canvas.clientHeight * devicePixelRatio);
  if (canvas.width !== width || canvas.height !== height) [canvas.width, canvas.height] = [width, height];
  draw(now);
  window.gameFrames.push(now);
  requestAnimationFrame(frame);
}
requestAnimationFrame(frame);
