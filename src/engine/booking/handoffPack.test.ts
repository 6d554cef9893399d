import { describe, expect, it } from 'vitest';
import { parallelLines } from '../../../tests/fixtures/drawnDesigns';
import { analyse } from '../analysis/analyse';
import { inputsFromBrief } from '../analysis/inputs';
import { measureDesign } from '../analysis/measure';
import { analysisSummary } from '../analysis/summary';
import { drawableText, packAnalysis, packSections, spellLettering, stencilLayout } from './handoffPack';

describe('stencilLayout', () => {
  it('prints at true size when the stencil fits its box, with a 5 cm bar at 50 mm', () => {
    expect(stencilLayout({ width: 8, height: 8 })).toEqual({ widthMm: 80, heightMm: 80, reduction: 1, barCm: 5, barMm: 50 });
  });

  it('keeps the image aspect inside the requested size', () => {
    const tall = stencilLayout({ width: 10, height: 10 }, 0.5);
    expect([tall.widthMm, tall.heightMm]).toEqual([50, 100]);
  });

  it('scales a large piece down by a round factor and draws the bar at that scale', () => {
    const back = stencilLayout({ width: 30, height: 40 });
    expect(back.reduction).toBe(4);
    expect(back.widthMm).toBe(75);
    // Measured on the page, the bar is 10 cm at 1:4.
    expect(back).toMatchObject({ barCm: 10, barMm: 25 });
  });
});

describe('spellLettering', () => {
  it('spells each character so nothing is misread, naming capitals and spaces', () => {
    expect(spellLettering('Ruth 1987')).toBe('R (capital) · u · t · h · (space) · 1 · 9 · 8 · 7 — 9 characters');
    expect(spellLettering('')).toBe('');
  });

  it('names accents and scripts the PDF fonts cannot draw by code point', () => {
    expect(spellLettering('é')).toBe('é (U+00E9) — 1 character');
    expect(spellLettering('愛')).toBe('U+611B — 1 character');
  });
});

describe('drawableText', () => {
  it('keeps what the fonts draw (Latin-1, €, quotes, dashes) and code-points the rest', () => {
    expect(drawableText('Café “Ruth” — 1987’s €40 愛')).toBe('Café “Ruth” — 1987’s €40 [U+611B]');
  });
});

describe('packSections', () => {
  const input = {
    title: 'Hand-off pack', subtitle: '', client: 'Ada', idea: 'A fox curled around a moon', style: 'neo-traditional', placement: 'forearm',
    sizeCm: { width: 8, height: 10 }, lettering: 'Ruth', references: ['Fox photo from the zoo'], budget: '€300–400', notes: '',
  };

  it('lists brief, lettering, references, budget and notes in reading order; analysis only when given', () => {
    expect(packSections(input).map((section) => section.heading)).toEqual(['Brief', 'Lettering (exactly as written)', 'References', 'Budget', 'Notes']);
    expect(packSections(input)[0].lines[1]).toBe('Style: neo-traditional · Placement: forearm · Size: 8 × 10 cm');
    const analysed = packSections({ ...input, analysis: ['Readable at 8 cm'] });
    expect(analysed.map((section) => section.heading)).toContain('Analysis summary');
    expect(packSections({ ...input, lettering: '' }).map((section) => section.heading)).not.toContain('Lettering (exactly as written)');
  });
});

describe('packAnalysis', () => {
  const input = {
    title: 'Hand-off pack', subtitle: '', client: 'Ada', idea: 'Fine parallel lines', style: 'minimalist', placement: 'ribs',
    sizeCm: { width: 5, height: 5 }, lettering: '', references: [], budget: '', notes: '',
  };
  const measured = measureDesign(parallelLines({ size: 300, count: 10, lineWidth: 3, gap: 3, length: 250 }), 'design').measurements;
  const brief = { style: 'minimalist', bodyZone: 'ribs', keywords: 'lines', size: '5 cm', colors: 'black only', description: '' };
  const saved = analyse(measured, inputsFromBrief(brief, 'deep'), new Date('2026-11-20T10:00:00Z'));
  // What the saved design carries after a round trip through Dexie or the server: plain JSON.
  const stored: unknown = JSON.parse(JSON.stringify(saved));

  it("puts the saved analysis's summary lines in an analysis section, after the references and before the budget", () => {
    const lines = packAnalysis(stored);
    expect(lines).toEqual(analysisSummary(saved));
    const sections = packSections({ ...input, analysis: lines });
    expect(sections.map((section) => section.heading)).toEqual(['Brief', 'References', 'Analysis summary', 'Budget', 'Notes']);
    expect(sections[2].lines[0]).toMatch(/^At 5 cm: /);
    expect(sections[2].lines.length).toBeLessThanOrEqual(5);
  });

  it('leaves the section out when the design has no analysis, or one this version cannot read', () => {
    for (const none of [undefined, null, {}, { ...saved, version: 2 }]) {
      expect(packAnalysis(none)).toBeUndefined();
      expect(packSections({ ...input, analysis: packAnalysis(none) }).map((section) => section.heading)).not.toContain('Analysis summary');
    }
  });
});
