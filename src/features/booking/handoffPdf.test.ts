import { describe, expect, it } from 'vitest';
import { pdfText } from '../../../tests/support/pdfText';
import { writeHandoffPdf, type PackImage } from './handoffPdf';

/** A 1×1 PNG, enough for jsPDF to embed (the layout scales it to its box). */
const PNG = Uint8Array.from(Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64'));
const image: PackImage = { bytes: PNG, format: 'PNG', width: 1, height: 1 };

const input = {
  title: 'Hand-off pack', subtitle: 'Session with Mara Voss · 2026-12-09 at 14:00 (Europe/Berlin) · Eisenherz Tattoo, Berlin', client: 'Ada Client',
  idea: 'A fox curled around a crescent moon', style: 'neo-traditional', placement: 'forearm', sizeCm: { width: 8, height: 8 },
  lettering: 'Ruth 1987', references: ['Red fox photo', 'Moon from the family brooch'], budget: '€300–400', notes: 'Left-handed',
  design: image, stencil: image, placementPhoto: image,
};

async function textOf(blob: Blob) {
  return pdfText(new Uint8Array(await blob.arrayBuffer()));
}

describe('writeHandoffPdf', () => {
  it('writes one page with the brief, the lettering spelled out, references, budget, notes and the stencil at true size', async () => {
    const { pages, text } = await textOf(writeHandoffPdf(input));
    expect(pages).toBe(1);
    for (const expected of [
      'Hand-off pack', 'Client: Ada Client', 'A fox curled around a crescent moon', 'Style: neo-traditional',
      '“Ruth 1987”', 'R (capital) · u · t · h · (space) · 1 · 9 · 8 · 7 — 9 characters', '1. Red fox photo', '€300–400', 'Left-handed',
      'True size: 8 × 8 cm. Print at 100% (actual size).', '5 cm', 'Placement photo',
    ]) expect(text).toContain(expected);
    expect(text).not.toContain('Analysis summary');
  });

  it('adds the analysis summary when there is one, states a reduction for a large piece, and stays on one page with a long brief', async () => {
    const { pages, text } = await textOf(writeHandoffPdf({
      ...input, sizeCm: { width: 30, height: 40 }, analysis: ['Reads well at 30 cm'], idea: 'word '.repeat(2000), placementPhoto: null,
    }));
    expect(pages).toBe(1);
    expect(text).toContain('Analysis summary');
    expect(text).toContain('Printed at 1:4');
    expect(text).toContain('(cut: the full text is in the request on InkClarity)');
  });
});
