/**
 * Draws the web app manifest's icons (web/public/icons) from the brand mark: run once with
 * `npx tsx scripts/app-icons.ts` after the mark changes, and commit the PNGs.
 */
import path from 'node:path';
import sharp from 'sharp';

const BRAND = '#be123c';
const heart = 'M32 50 14 32a10 10 0 0 1 18-12 10 10 0 0 1 18 12Z';
const cross = 'M30 22h4v8h6v4h-6v10h-4V34h-6v-4h6z';

/** The favicon's mark: a white heart with the cross on a rounded brand square. */
const regular = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="14" fill="${BRAND}"/><path d="${heart}" fill="#fff"/><path d="${cross}" fill="${BRAND}"/></svg>`;

/** Maskable: the background fills the square, the mark within the central safe zone (the inner 80% circle). */
const maskable = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="${BRAND}"/><g transform="translate(9.6 10.4) scale(0.7)"><path d="${heart}" fill="#fff"/><path d="${cross}" fill="${BRAND}"/></g></svg>`;

/** The badge of Android's status bar: only its shape counts (a white heart, the cross cut out). */
const badge = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><path d="${heart} ${cross}" fill="#fff" fill-rule="evenodd" transform="translate(-9 -8) scale(1.3)"/></svg>`;

const out = path.resolve(import.meta.dirname, '../web/public/icons');
const icons: [string, string, number][] = [
  ['icon-192.png', regular, 192],
  ['icon-512.png', regular, 512],
  ['maskable-512.png', maskable, 512],
  ['badge-96.png', badge, 96],
];
for (const [name, svg, size] of icons) {
  await sharp(Buffer.from(svg), { density: (72 * size) / 64 })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toFile(path.join(out, name));
}
