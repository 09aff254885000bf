/**
 * `npx tsx scripts/make-icons.ts`: draws the app icon (a round table with its guests) as SVG and
 * renders the PNG sizes browsers and installers ask for with Chromium. The results are committed
 * under public/icons/; run this again only when the design changes.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { APP_COLORS } from '../src/site/web-manifest.ts';
import { launchChromium } from './chromium.mjs';
import { BUILD_PATHS } from './paths.ts';

const SEATS = 8;

/**
 * @param bleed a maskable icon fills its square and keeps the drawing inside the central 80 %
 *   safe zone; the plain icon is a rounded tile.
 */
export function iconSvg({ bleed }: { bleed: boolean }): string {
  const scale = bleed ? 0.72 : 1;
  const seat = (i: number) => {
    const angle = (2 * Math.PI * i) / SEATS - Math.PI / 2;
    const r = 178 * scale;
    return `<circle cx="${(256 + r * Math.cos(angle)).toFixed(1)}" cy="${(256 + r * Math.sin(angle)).toFixed(1)}" r="${(40 * scale).toFixed(1)}"/>`;
  };
  const background = bleed
    ? `<rect width="512" height="512" fill="${APP_COLORS.theme}"/>`
    : `<rect width="512" height="512" rx="112" fill="${APP_COLORS.theme}"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512">${background}<g fill="#ffffff">${Array.from({ length: SEATS }, (_, i) => seat(i)).join('')}</g><circle cx="256" cy="256" r="${(108 * scale).toFixed(1)}" fill="#ffffff"/><circle cx="256" cy="256" r="${(78 * scale).toFixed(1)}" fill="none" stroke="${APP_COLORS.theme}" stroke-width="${(10 * scale).toFixed(1)}" opacity="0.35"/></svg>\n`;
}

const RENDERS = [
  { file: 'icon-192.png', size: 192, bleed: false },
  { file: 'icon-512.png', size: 512, bleed: false },
  { file: 'icon-maskable-192.png', size: 192, bleed: true },
  { file: 'icon-maskable-512.png', size: 512, bleed: true },
  // iOS draws its own rounded corners and shows transparency as black: full-bleed suits it.
  { file: 'apple-touch-icon.png', size: 180, bleed: true },
];

async function main(): Promise<void> {
  const dir = join(BUILD_PATHS.public, 'icons');
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'icon.svg'), iconSvg({ bleed: false }));
  const browser = await launchChromium();
  try {
    for (const { file, size, bleed } of RENDERS) {
      const page = await browser.newPage({ viewport: { width: size, height: size }, deviceScaleFactor: 1 });
      const svg = iconSvg({ bleed }).replace('<svg ', `<svg width="${size}" height="${size}" `);
      await page.setContent(`<!doctype html><style>html,body{margin:0;background:transparent}svg{display:block}</style>${svg}`);
      await page.screenshot({ path: join(dir, file), omitBackground: true });
      await page.close();
      console.log(`public/icons/${file}`);
    }
  } finally {
    await browser.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
