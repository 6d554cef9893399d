// Build-time tool (Node, not part of the bundle): picks the game-icons the renderer uses out of
// @iconify-json/game-icons (CC BY 3.0) and writes src/engine/render/gameIcons.generated.ts.
// The full icon JSON is ~5 MB; the browser must only ever load the few dozen paths we draw.
// Paths are normalised to absolute M/L/C/Z commands (arcs and quadratics become cubics) so the
// renderer can map every coordinate through an affine transform and measure bounds exactly.
//
// Run: node scripts/extractGameIcons.mjs
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRequire } from 'node:module';

const here = join(dirname(fileURLToPath(import.meta.url)), '../src/engine/render');
const require = createRequire(import.meta.url);
const icons = JSON.parse(readFileSync(require.resolve('@iconify-json/game-icons/icons.json'), 'utf8'));

/**
 * Every icon name referenced by data/subjects.json (checked by src/engine/render/artwork.test.ts). The
 * eight flash subjects (rose, skull, dagger, snake, wolf, phoenix, koi, swallow) are drawn by hand
 * in art/ instead (issue #34); only a second skull and wolf variant still come from the icon set.
 */
export const ICON_NAMES = [
  'skull-crossed-bones', 'dragon-head', 'sea-dragon', 'spiked-dragon-head', 'dragon-spiral', 'wolf-head', 'lion', 'eagle-emblem', 'eagle-head', 'lotus', 'lotus-flower', 'big-wave', 'wave-crest', 'mountains',
  'mountaintop', 'sun', 'heraldic-sun', 'compass', 'anchor', 'hearts', 'heart-wings', 'hourglass', 'pocket-watch',
  'all-seeing-eye', 'hand', 'open-palm', 'feather', 'two-feathers', 'oak', 'pine-tree', 'willow-tree', 'dove', 'sparrow',
  'fox', 'fox-head', 'bear-head', 'polar-bear', 'tiger-head', 'tiger', 'octopus', 'spider-alt', 'hanging-spider', 'bee',
  'imperial-crown', 'crown', 'key', 'galleon', 'drakkar', 'sailboat', 'lighthouse', 'flame', 'fire', 'barn-owl', 'raven',
  'deer', 'stag-head', 'horse-head', 'sperm-whale', 'whale-tail', 'shark-fin', 'jellyfish', 'scorpion', 'hummingbird',
  'sunflower', 'daisy', 'oak-leaf', 'maple-leaf', 'angel-wings', 'feathered-wing', 'cut-diamond', 'mermaid', 'unicorn',
  'samurai-helmet', 'oni', 'cat', 'dolphin', 'sea-turtle', 'frog', 'bat', 'infinity', 'musical-notes', 'guitar',
  'ringed-planet', 'heavy-lightning', 'broadsword', 'ankh', 'yin-yang', 'triquetra', 'viking-helmet', 'battle-axe',
  'thor-hammer', 'trident', 'candle-light', 'open-book', 'palm-tree', 'cactus', 'crab', 'seahorse', 'paw', 'sitting-dog',
  'elephant', 'rabbit', 'goat', 'bull', 'penguin', 'mushroom', 'fluffy-cloud', 'crystal-cluster', 'dragonfly', 'swan',
  'tropical-fish',
];

function tokenize(d) {
  const out = [];
  const re = /([MmLlHhVvCcSsQqTtAaZz])|([-+]?(?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d+)?)/g;
  let m;
  while ((m = re.exec(d))) out.push(m[1] ?? Number(m[2]));
  return out;
}

/** Arc (SVG endpoint form) to cubic segments, per SVG 1.1 implementation notes F.6. */
function arcToCubics(x1, y1, rx, ry, phiDeg, fa, fs, x2, y2) {
  if (rx === 0 || ry === 0) return [[x1, y1, x2, y2, x2, y2]];
  const phi = (phiDeg * Math.PI) / 180;
  const cos = Math.cos(phi), sin = Math.sin(phi);
  const dx = (x1 - x2) / 2, dy = (y1 - y2) / 2;
  const x1p = cos * dx + sin * dy, y1p = -sin * dx + cos * dy;
  rx = Math.abs(rx); ry = Math.abs(ry);
  const lambda = (x1p * x1p) / (rx * rx) + (y1p * y1p) / (ry * ry);
  if (lambda > 1) { rx *= Math.sqrt(lambda); ry *= Math.sqrt(lambda); }
  const num = rx * rx * ry * ry - rx * rx * y1p * y1p - ry * ry * x1p * x1p;
  const den = rx * rx * y1p * y1p + ry * ry * x1p * x1p;
  let coef = Math.sqrt(Math.max(0, num / den));
  if (fa === fs) coef = -coef;
  const cxp = (coef * rx * y1p) / ry, cyp = (-coef * ry * x1p) / rx;
  const cx = cos * cxp - sin * cyp + (x1 + x2) / 2, cy = sin * cxp + cos * cyp + (y1 + y2) / 2;
  const ang = (ux, uy, vx, vy) => {
    const a = Math.atan2(ux * vy - uy * vx, ux * vx + uy * vy);
    return a;
  };
  const t1 = ang(1, 0, (x1p - cxp) / rx, (y1p - cyp) / ry);
  let dt = ang((x1p - cxp) / rx, (y1p - cyp) / ry, (-x1p - cxp) / rx, (-y1p - cyp) / ry);
  if (!fs && dt > 0) dt -= 2 * Math.PI;
  if (fs && dt < 0) dt += 2 * Math.PI;
  const segs = Math.max(1, Math.ceil(Math.abs(dt) / (Math.PI / 2)));
  const step = dt / segs;
  const k = (4 / 3) * Math.tan(step / 4);
  const pt = (t) => [cx + rx * Math.cos(t) * cos - ry * Math.sin(t) * sin, cy + rx * Math.cos(t) * sin + ry * Math.sin(t) * cos];
  const der = (t) => [-rx * Math.sin(t) * cos - ry * Math.cos(t) * sin, -rx * Math.sin(t) * sin + ry * Math.cos(t) * cos];
  const res = [];
  for (let i = 0; i < segs; i++) {
    const a = t1 + i * step, b = a + step;
    const [p0x, p0y] = pt(a), [p3x, p3y] = pt(b), [d0x, d0y] = der(a), [d3x, d3y] = der(b);
    res.push([p0x + k * d0x, p0y + k * d0y, p3x - k * d3x, p3y - k * d3y, p3x, p3y]);
  }
  return res;
}

function normalise(d) {
  const t = tokenize(d);
  let i = 0, cmd = '', x = 0, y = 0, sx = 0, sy = 0, lcx = 0, lcy = 0, lqx = 0, lqy = 0, prev = '';
  const out = [];
  const r = (v) => Math.round(v * 10) / 10;
  const num = () => t[i++];
  while (i < t.length) {
    if (typeof t[i] === 'string') cmd = t[i++];
    const rel = cmd === cmd.toLowerCase();
    const C = cmd.toUpperCase();
    const ox = rel ? x : 0, oy = rel ? y : 0;
    if (C === 'Z') { out.push('Z'); x = sx; y = sy; prev = 'Z'; continue; }
    if (C === 'M') { x = ox + num(); y = oy + num(); sx = x; sy = y; out.push(`M${r(x)} ${r(y)}`); cmd = rel ? 'l' : 'L'; prev = 'M'; continue; }
    if (C === 'L') { x = ox + num(); y = oy + num(); out.push(`L${r(x)} ${r(y)}`); }
    else if (C === 'H') { x = ox + num(); out.push(`L${r(x)} ${r(y)}`); }
    else if (C === 'V') { y = oy + num(); out.push(`L${r(x)} ${r(y)}`); }
    else if (C === 'C' || C === 'S') {
      let c1x, c1y;
      if (C === 'C') { c1x = ox + num(); c1y = oy + num(); }
      else if (prev === 'C') { c1x = 2 * x - lcx; c1y = 2 * y - lcy; } else { c1x = x; c1y = y; }
      const c2x = ox + num(), c2y = oy + num(), ex = ox + num(), ey = oy + num();
      out.push(`C${r(c1x)} ${r(c1y)} ${r(c2x)} ${r(c2y)} ${r(ex)} ${r(ey)}`);
      lcx = c2x; lcy = c2y; x = ex; y = ey; prev = 'C'; continue;
    } else if (C === 'Q' || C === 'T') {
      let qx, qy;
      if (C === 'Q') { qx = ox + num(); qy = oy + num(); }
      else if (prev === 'Q') { qx = 2 * x - lqx; qy = 2 * y - lqy; } else { qx = x; qy = y; }
      const ex = ox + num(), ey = oy + num();
      out.push(`C${r(x + (2 / 3) * (qx - x))} ${r(y + (2 / 3) * (qy - y))} ${r(ex + (2 / 3) * (qx - ex))} ${r(ey + (2 / 3) * (qy - ey))} ${r(ex)} ${r(ey)}`);
      lqx = qx; lqy = qy; x = ex; y = ey; prev = 'Q'; continue;
    } else if (C === 'A') {
      const rx = num(), ry = num(), rot = num(), fa = num(), fs = num(), ex = ox + num(), ey = oy + num();
      for (const s of arcToCubics(x, y, rx, ry, rot, fa, fs, ex, ey)) out.push(`C${s.map(r).join(' ')}`);
      x = ex; y = ey;
    }
    prev = C === 'A' ? 'A' : 'L';
  }
  return out.join('').replace(/ -/g, '-');
}

const lines = [
  '// GENERATED by scripts/extractGameIcons.mjs from @iconify-json/game-icons — do not edit.',
  '// Artwork: game-icons.net by Lorc, Delapouite and contributors, licensed CC BY 3.0',
  '// (https://creativecommons.org/licenses/by/3.0/). Paths normalised to absolute M/L/C/Z in a 512 box.',
  '',
  'export const GAME_ICONS_CREDIT =',
  "  'Icons from game-icons.net by Lorc, Delapouite and contributors, CC BY 3.0 (https://game-icons.net)';",
  '',
  '/** Icon name → path data (512×512 box, nonzero fill). */',
  'export const GAME_ICON_PATHS: Readonly<Record<string, string>> = {',
];
for (const name of ICON_NAMES) {
  const icon = icons.icons[name];
  if (!icon) throw new Error(`game-icons has no icon named ${name}`);
  const d = /d="([^"]+)"/.exec(icon.body)[1];
  lines.push(`  '${name}': '${normalise(d)}',`);
}
lines.push('};', '');
if (process.argv[1] === fileURLToPath(import.meta.url)) {
  writeFileSync(join(here, 'gameIcons.generated.ts'), lines.join('\n'));
  console.log(`wrote ${ICON_NAMES.length} icons`);
}
