// Coin Dash, the Phaser scene: a runner collects coins on a field. The arrow keys and Space are the engine's
// captured keys (Phaser cancels their default action on the whole page); a gamepad's D-pad runs too.
import * as Phaser from 'phaser';

/** Where the run stands, for the page's HUD. */
export interface DashState {
  x: number;
  y: number;
  coins: number;
}

export const FIELD = { width: 640, height: 360 } as const;
const START = { x: 80, y: 180 };
/** The coins appear one after another at these places; the first is straight ahead of the start. */
const COIN_SPOTS: readonly [number, number][] = [[200, 180], [520, 80], [320, 300], [560, 290], [120, 60], [400, 160]];
const RUNNER_RADIUS = 14;
const COIN_RADIUS = 9;
/** Pixels per millisecond; Space doubles it. */
const SPEED = 0.2;

export class CoinDash extends Phaser.Scene {
  private runner!: Phaser.GameObjects.Arc;
  private coin!: Phaser.GameObjects.Arc;
  private cursors: Phaser.Types.Input.Keyboard.CursorKeys | undefined;
  private coins = 0;
  private reported = '';

  /**
   * @param report called whenever the runner's rounded position or the coins change
   * @param openWallet called when the gamepad's Start button is pressed
   */
  constructor(
    private readonly report: (state: DashState) => void,
    private readonly openWallet: () => void,
  ) {
    super('dash');
  }

  create(): void {
    this.cameras.main.setBackgroundColor('#0f1222');
    const grid = this.add.graphics({ lineStyle: { width: 1, color: 0x262b4d } });
    for (let x = 0; x <= FIELD.width; x += 40) grid.lineBetween(x, 0, x, FIELD.height);
    for (let y = 0; y <= FIELD.height; y += 40) grid.lineBetween(0, y, FIELD.width, y);
    this.runner = this.add.circle(START.x, START.y, RUNNER_RADIUS, 0xf5b301);
    this.coin = this.add.circle(COIN_SPOTS[0]![0], COIN_SPOTS[0]![1], COIN_RADIUS, 0x8aa4ff);
    this.tweens.add({ targets: this.coin, scale: 1.3, duration: 400, yoyo: true, repeat: -1 });
    // The arrows, Space and Shift, captured: Phaser calls preventDefault on them wherever the page has focus.
    this.cursors = this.input.keyboard?.createCursorKeys();
    this.input.gamepad?.on('down', (_pad: Phaser.Input.Gamepad.Gamepad, button: Phaser.Input.Gamepad.Button) => {
      if (button.index === 9) this.openWallet();
    });
    this.publish();
  }

  /** Keys held when the game paused were released while the modal had them: nothing stays held. */
  releaseKeys(): void {
    this.input.keyboard?.resetKeys();
  }

  override update(_time: number, delta: number): void {
    const keys = this.cursors;
    const pad = this.input.gamepad?.pad1;
    const dx = Number(Boolean(keys?.right.isDown || pad?.right)) - Number(Boolean(keys?.left.isDown || pad?.left));
    const dy = Number(Boolean(keys?.down.isDown || pad?.down)) - Number(Boolean(keys?.up.isDown || pad?.up));
    if (dx !== 0 || dy !== 0) {
      const step = (SPEED * (keys?.space.isDown ? 2 : 1) * Math.min(delta, 100)) / Math.hypot(dx, dy);
      this.runner.x = Phaser.Math.Clamp(this.runner.x + dx * step, RUNNER_RADIUS, FIELD.width - RUNNER_RADIUS);
      this.runner.y = Phaser.Math.Clamp(this.runner.y + dy * step, RUNNER_RADIUS, FIELD.height - RUNNER_RADIUS);
    }
    if (Phaser.Math.Distance.Between(this.runner.x, this.runner.y, this.coin.x, this.coin.y) < RUNNER_RADIUS + COIN_RADIUS) {
      this.coins += 1;
      const [x, y] = COIN_SPOTS[this.coins % COIN_SPOTS.length]!;
      this.coin.setPosition(x, y);
    }
    this.publish();
  }

  private publish(): void {
    const state = { x: Math.round(this.runner.x), y: Math.round(this.runner.y), coins: this.coins };
    const key = `${state.x},${state.y},${state.coins}`;
    if (key === this.reported) return;
    this.reported = key;
    this.report(state);
  }
}
