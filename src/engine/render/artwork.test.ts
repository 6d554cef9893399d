import { describe, expect, it } from 'vitest';
import { ART_BOX, CUSTOM_ART_NAMES, artworkFor } from './artwork.ts';
import { GAME_ICON_PATHS } from './gameIcons.generated.ts';
import { letterable, textPath, textUnits } from './lettering.ts';
import { PathBuilder, mapPath, mirrorX, orientPositive, parsePath, pathBounds, pathToD } from './path.ts';
import { createRng } from './prng.ts';
import { SUBJECTS, editDistance, findSubjects } from './subjects.ts';

describe('artwork', () => {
  const sources = [...new Set(SUBJECTS.flatMap((s) => s.art))];

  it('has every artwork a subject names, and ships no icon nobody uses', () => {
    for (const src of sources) {
      if (src.startsWith('custom:')) expect(CUSTOM_ART_NAMES).toContain(src.slice('custom:'.length));
      else expect(GAME_ICON_PATHS[src], src).toBeDefined();
    }
    const used = new Set(sources);
    const unused = Object.keys(GAME_ICON_PATHS).filter((name) => !used.has(name));
    // A few icons are kept for variants drawn elsewhere (fire ring, cherry); keep the table lean.
    expect(unused.length).toBeLessThanOrEqual(12);
  });

  it('draws every artwork inside its 512 box', () => {
    for (const src of sources) {
      const art = artworkFor(src, createRng(1));
      expect(art.parts.length, src).toBeGreaterThan(0);
      for (const part of art.parts) {
        const b = pathBounds(part.path);
        expect(b.x0, src).toBeGreaterThanOrEqual(-2);
        expect(b.y0, src).toBeGreaterThanOrEqual(-2);
        expect(b.x1, src).toBeLessThanOrEqual(ART_BOX + 2);
        expect(b.y1, src).toBeLessThanOrEqual(ART_BOX + 2);
      }
    }
  });
});

describe('paths', () => {
  it('round-trips through the SVG path text', () => {
    const p = new PathBuilder().moveTo(1, 2).lineTo(-3.26, 4).cubicTo(5, 6, 7, 8, 9, 10).close().build();
    expect(pathToD(p)).toBe('M1 2L-3.3 4C5 6 7 8 9 10Z');
    expect(parsePath(pathToD(p)).c).toBe('MLCZ');
  });

  it('makes mirrored pieces wind the same way so they unite', () => {
    const half = new PathBuilder().poly([[0, 0], [10, 0], [10, 10]]).build();
    const both = new PathBuilder().append(half).append(mapPath(half, mirrorX(0))).build();
    const area = (n: readonly number[]): number => {
      let a = 0;
      for (let i = 0; i + 3 < n.length; i += 2) a += n[i] * n[i + 3] - n[i + 2] * n[i + 1];
      return a;
    };
    const fixed = orientPositive(both);
    expect(area(fixed.n.slice(0, 6))).toBeGreaterThan(0);
    expect(area(fixed.n.slice(6, 12))).toBeGreaterThan(0);
  });
});

describe('lettering alphabet', () => {
  it('draws letters, digits and punctuation as strokes without fonts', () => {
    const text = letterable('Ärger & Liebe 1984! ¿Qué? 💙');
    expect(text).toBe('ARGER & LIEBE 1984! QUE?');
    const p = textPath(text, { cx: 500, cy: 100, capHeight: 40 });
    const b = pathBounds(p);
    expect(b.x1 - b.x0).toBeCloseTo((textUnits(text) * 40) / 10, 0);
    expect(b.y0).toBeGreaterThanOrEqual(100 - 20 - 1);
    expect(b.y1).toBeLessThanOrEqual(100 + 20 + 8);
  });
});

describe('keyword matching', () => {
  it('counts a swapped letter pair as one edit', () => {
    expect(editDistance('pheonix', 'phoenix')).toBe(1);
    expect(editDistance('dragn', 'dragon')).toBe(1);
  });

  it('keeps short words exact, so "cat" is not "bat"', () => {
    expect(findSubjects('cat').subjects.map((s) => s.id)).toEqual(['cat']);
    expect(findSubjects('cta').subjects).toEqual([]);
  });

  it('reports words it could not place, for lettering', () => {
    expect(findSubjects('ohana wolf').unknown).toEqual(['ohana']);
  });
});
