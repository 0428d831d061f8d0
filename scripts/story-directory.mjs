// Writes the wallet directory the stories use (.storybook/wallet-directory/, served by Storybook itself as
// /wallet-directory, see .storybook/main.ts): the answer of `/getWallets` and each wallet's picture at
// `/getWalletImage/<image id>`, the paths the library asks for (for the bundled wallets' pictures too). So All
// Wallets and the Connect view show a directory's wallets with their pictures, and no story asks for an address
// that fails.
// The wallets and icons are the demo directory's (test/fixtures/explorer-api.mjs, wallet-icons.mjs). The
// pictures are PNG files, drawn from those SVG icons by Chromium: a static server names these files without an
// extension, and a browser draws a PNG whatever the type it is served as (an SVG needs image/svg+xml).
// Run `node scripts/story-directory.mjs` after changing the fixtures; the files are committed.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { demoWallets } from '../test/fixtures/explorer-api.mjs';
import { walletImageSvg } from '../test/fixtures/wallet-icons.mjs';
import { launchChromium } from '../test/fixtures/chromium.mjs';

const OUT = fileURLToPath(new URL('../.storybook/wallet-directory/', import.meta.url));
/** Enough for the grid to scroll, with the Solana wallets the Solana stories list. */
const COUNT = 30;
const SIZE = 64;

const wallets = demoWallets(COUNT, 10);
// Once the directory has answered, the library asks it for the pictures of its bundled wallets too.
const bundled = [...readFileSync(fileURLToPath(new URL('../src/core/wallets/data.ts', import.meta.url)), 'utf8').matchAll(/imageId: '([\w-]+)'/g)].map(match => match[1]);
const imageIds = [...new Set([...wallets.map(wallet => wallet.image_id), ...bundled])];
rmSync(OUT, { recursive: true, force: true });
mkdirSync(join(OUT, 'getWalletImage'), { recursive: true });
writeFileSync(join(OUT, 'getWallets'), `${JSON.stringify({ count: wallets.length, data: wallets }, null, 1)}\n`);

const { browser, close } = await launchChromium();
try {
  const page = await browser.newPage({ viewport: { width: SIZE, height: SIZE } });
  for (const id of imageIds) {
    await page.setContent(`<body style="margin:0"><style>svg { display: block; width: ${SIZE}px; height: ${SIZE}px }</style>${walletImageSvg(id)}</body>`);
    writeFileSync(join(OUT, 'getWalletImage', id), await page.screenshot({ clip: { x: 0, y: 0, width: SIZE, height: SIZE } }));
  }
} finally {
  await close();
}
console.log(`wrote ${wallets.length} wallets and ${imageIds.length} pictures to ${OUT}`);
