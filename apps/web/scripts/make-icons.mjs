// Renders the app icons of the web app manifest from the SVG logo (public/icons/logo.svg):
// `node apps/web/scripts/make-icons.mjs`. The PNGs are committed (a few KB each); run this again
// only when the logo changes. sharp comes with the engine's dependencies (librsvg draws the SVG).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const dir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../public/icons');
const logo = fs.readFileSync(path.join(dir, 'logo.svg'), 'utf8');
const BACKGROUND = '#4c6ef5'; // Mantine indigo 6, the theme's primary colour and the manifest's theme_color

/**
 * A maskable icon is cropped by the phone to a circle or squircle that keeps only the central 80%:
 * the full square is filled with the background and the logo shrunk into the safe zone.
 */
function maskableSvg() {
  const inner = logo
    .replace(/<svg[^>]*>/, '')
    .replace('</svg>', '')
    .replace(/<rect[^>]*data-role="tile"[^>]*\/>/, '');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512"><rect width="512" height="512" fill="${BACKGROUND}"/><g transform="translate(51.2 51.2) scale(0.8)">${inner}</g></svg>`;
}

const outputs = [
  { file: 'icon-192.png', svg: logo, size: 192 },
  { file: 'icon-512.png', svg: logo, size: 512 },
  { file: 'icon-maskable-512.png', svg: maskableSvg(), size: 512 },
  // iOS ignores the manifest's icons: apple-touch-icon, opaque (iOS fills transparency with black)
  { file: 'apple-touch-icon-180.png', svg: maskableSvg(), size: 180 },
];
for (const o of outputs) {
  await sharp(Buffer.from(o.svg), { density: 300 })
    .resize(o.size, o.size)
    .png({ compressionLevel: 9, palette: true })
    .toFile(path.join(dir, o.file));
  console.log(o.file, fs.statSync(path.join(dir, o.file)).size, 'bytes');
}
