/**
 * Draws the app icons (public/icons/*.png) and the favicon from one SVG mark.
 * Run after changing the mark: `npx tsx scripts/make-icons.ts`. The PNGs are committed.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { Resvg } from '@resvg/resvg-js';

const INK = '#0b0b0f';
const RED = '#e5383b';

/** The mark on a 64-unit grid; `inset` shrinks it for the maskable safe zone (inner 80%). */
function mark(inset: number, rounded: boolean): string {
  const scale = (64 - inset * 2) / 64;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">
  <rect width="64" height="64" rx="${rounded ? 14 : 0}" fill="${INK}"/>
  <g transform="translate(${inset} ${inset}) scale(${scale})">
    <circle cx="32" cy="32" r="21" fill="none" stroke="#fff" stroke-width="4"/>
    <path d="M40 12 L29 31" stroke="#fff" stroke-width="4" stroke-linecap="round"/>
    <path d="M29 30c-5 7-7 10-7 13.5a7 7 0 0 0 14 0C36 40 34 37 29 30z" fill="${RED}"/>
    <path d="M25.5 43.5a3.6 3.6 0 0 0 3.5 3.6" stroke="#fff" stroke-opacity=".55" stroke-width="1.6" fill="none" stroke-linecap="round"/>
  </g>
</svg>`;
}

function png(svg: string, size: number): Buffer {
  return new Resvg(svg, { fitTo: { mode: 'width', value: size } }).render().asPng();
}

mkdirSync('public/icons', { recursive: true });
writeFileSync('public/favicon.svg', mark(0, true));
writeFileSync('public/icons/icon-192.png', png(mark(0, true), 192));
writeFileSync('public/icons/icon-512.png', png(mark(0, true), 512));
writeFileSync('public/icons/icon-maskable-512.png', png(mark(8, false), 512));
console.log('icons written to public/icons');
