// Renders the install icons (public/icons/*.png) from the SVGs beside this file, in Chromium, and
// stores them with a palette of 256 colours: a third of the bytes, and a browser fetches the 192 px
// one with a first visit's page. Run once after changing an SVG and commit the PNGs:
// `node apps/web/pwa/render-icons.mjs`. The apple touch icon is the full-bleed one: iOS rounds its
// corners itself and paints transparency black.
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import UPNG from 'upng-js';

const here = path.dirname(fileURLToPath(import.meta.url));
const out = path.join(here, '..', 'public', 'icons');
const icons = [
  { svg: 'icon.svg', png: 'icon-192.png', size: 192 },
  { svg: 'icon.svg', png: 'icon-512.png', size: 512 },
  { svg: 'icon-maskable.svg', png: 'icon-maskable-512.png', size: 512 },
  { svg: 'icon-maskable.svg', png: 'apple-touch-icon-180.png', size: 180 },
];

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
try {
  for (const { svg, png, size } of icons) {
    const page = await browser.newPage({ viewport: { width: size, height: size } });
    const markup = await readFile(path.join(here, svg), 'utf8');
    await page.setContent(`<style>html,body{margin:0;background:transparent}svg{display:block;width:${size}px;height:${size}px}</style>${markup}`);
    const shot = await page.screenshot({ omitBackground: true });
    const [rgba] = UPNG.toRGBA8(UPNG.decode(shot.buffer.slice(shot.byteOffset, shot.byteOffset + shot.byteLength)));
    await writeFile(path.join(out, png), Buffer.from(UPNG.encode([rgba], size, size, 256)));
    await page.close();
  }
} finally {
  await browser.close();
}
