/** Drawing → SVG text. Deterministic: ids are numbered in item order. */
import type { Drawing, Gradient, HatchPaint, Paint } from './drawing.ts';
import { pathToD } from './path.ts';

const num = (v: number): string => String(Math.round(v * 100) / 100);

function gradientDef(id: string, g: Gradient): string {
  const stops = g.stops
    .map((s) => `<stop offset="${num(s.offset)}" stop-color="${s.color}"${s.opacity !== undefined ? ` stop-opacity="${num(s.opacity)}"` : ''}/>`)
    .join('');
  if (g.kind === 'linear') {
    const ends = `x1="${num(g.x1)}" y1="${num(g.y1)}" x2="${num(g.x2)}" y2="${num(g.y2)}"`;
    return `<linearGradient id="${id}" gradientUnits="userSpaceOnUse" ${ends}>${stops}</linearGradient>`;
  }
  return `<radialGradient id="${id}" gradientUnits="userSpaceOnUse" cx="${num(g.cx)}" cy="${num(g.cy)}" r="${num(g.r)}">${stops}</radialGradient>`;
}

function hatchDef(id: string, h: HatchPaint): string {
  const deg = (h.angle * 180) / Math.PI;
  const tile = `width="${num(h.spacing)}" height="${num(h.spacing)}" patternTransform="rotate(${num(deg)})"`;
  return `<pattern id="${id}" patternUnits="userSpaceOnUse" ${tile}><rect width="${num(h.spacing)}" height="${num(h.width)}" fill="${h.color}"/></pattern>`;
}

export interface SvgOptions {
  /** Leave out the paper rectangle: the drawing on a transparent background. */
  transparent?: boolean;
  /** `<title>` and `<desc>` of the file (what it is and how it was made). */
  title?: string;
  description?: string;
}

const escapeXml = (t: string): string => t.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export function drawingToSvg(drawing: Drawing, options: SvgOptions = {}): string {
  const defs: string[] = [];
  const body: string[] = [];
  const blurIds = new Map<string, string>();
  const paintRef = (p: Paint, idx: number): string => {
    if (typeof p === 'string') return p;
    const id = `g${idx}`;
    defs.push(p.kind === 'hatch' ? hatchDef(id, p) : gradientDef(id, p));
    return `url(#${id})`;
  };
  drawing.items.forEach((it, idx) => {
    if (!it.path.c.length) return;
    const attrs: string[] = [`d="${pathToD(it.path)}"`];
    attrs.push(`fill="${it.fill !== undefined ? paintRef(it.fill, idx) : 'none'}"`);
    if (it.fillRule === 'evenodd') attrs.push('fill-rule="evenodd"');
    if (it.stroke) {
      attrs.push(`stroke="${it.stroke}"`, `stroke-width="${num(it.strokeWidth ?? 1)}"`, 'stroke-linejoin="round"');
      attrs.push(`stroke-linecap="${it.cap ?? 'round'}"`);
    }
    if (it.opacity !== undefined && it.opacity < 1) attrs.push(`opacity="${num(it.opacity)}"`);
    if (it.blur) {
      const key = num(it.blur);
      let id = blurIds.get(key);
      if (!id) {
        id = `b${blurIds.size}`;
        blurIds.set(key, id);
        // Filter region in user space, generous enough that the blur is never cut off.
        defs.push(
          `<filter id="${id}" filterUnits="userSpaceOnUse" x="0" y="0" width="${drawing.width}" height="${drawing.height}">` +
            `<feGaussianBlur stdDeviation="${key}"/></filter>`,
        );
      }
      attrs.push(`filter="url(#${id})"`);
    }
    let el = `<path ${attrs.join(' ')}/>`;
    if (it.clip) {
      const cid = `c${idx}`;
      defs.push(`<clipPath id="${cid}" clipPathUnits="userSpaceOnUse"><path d="${pathToD(it.clip)}"/></clipPath>`);
      el = `<g clip-path="url(#${cid})">${el}</g>`;
    }
    body.push(el);
  });
  const { width: w, height: h } = drawing;
  const title = options.title ? `<title>${escapeXml(options.title)}</title>` : '';
  const meta = title + (options.description ? `<desc>${escapeXml(options.description)}</desc>` : '');
  const paper = options.transparent ? '' : `<rect width="${w}" height="${h}" fill="${drawing.background}"/>`;
  const root = `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">`;
  return `${root}${meta}<defs>${defs.join('')}</defs>${paper}${body.join('')}</svg>`;
}
