import { beforeEach, describe, expect, it, vi } from 'vitest';
import { parallelLines } from '../../../tests/fixtures/drawnDesigns';
import type { UserRecord } from '@/db/database';
import { analyse } from '@/engine/analysis/analyse';
import { inputsFromBrief } from '@/engine/analysis/inputs';
import { measureDesign } from '@/engine/analysis/measure';
import { analysisSummary } from '@/engine/analysis/summary';
import { EMPTY_APPOINTMENT_DETAILS, type Artist } from '@/engine/crm/schemas';

// The PDF writer is replaced to read what the pack is given; the renderer and sync are not needed here.
const written = vi.hoisted(() => ({ inputs: [] as unknown[] }));
vi.mock('./handoffPdf', () => ({
  writeHandoffPdf: (input: unknown) => {
    written.inputs.push(input);
    return new Blob(['%PDF-'], { type: 'application/pdf' });
  },
}));
vi.mock('@/ai/onDeviceRenderer', () => ({ renderStencil: vi.fn() }));
vi.mock('@/sync/syncEngine', () => ({ firebaseToken: vi.fn(async () => null) }));

const { buildPack } = await import('./makePack');

const artist = {
  id: 'mara', name: 'Mara Voss', studio: 'Eisenherz Tattoo', styles: [], city: 'Berlin', bio: '', timeZone: 'Europe/Berlin',
  weeklyHours: {}, openSlots: [], deposit: null, cancellationPolicy: '',
} as unknown as Artist;
const request = { type: 'Session', date: '2026-12-09', time: '14:00', notes: '', details: EMPTY_APPOINTMENT_DETAILS };
const measured = measureDesign(parallelLines({ size: 300, count: 10, lineWidth: 3, gap: 3, length: 250 }), 'design').measurements;
const brief = { style: 'minimalist', bodyZone: 'ribs', keywords: 'lines', size: '5 cm', colors: 'black only', description: '' };
const saved = analyse(measured, inputsFromBrief(brief, 'deep'), new Date('2026-11-20T10:00:00Z'));
// A saved design with no picture or render on this device: only its text and analysis reach the pack.
const design = (analysis: unknown) => ({ id: 'design-1', user_id: 'user-1', style: 'minimalist', placement: 'ribs', analysis }) as unknown as UserRecord;

async function packInput(chosen: UserRecord | undefined) {
  written.inputs = [];
  await buildPack({ request, artist, clientName: 'Ada', design: chosen, photo: null });
  return written.inputs[0] as { analysis?: readonly string[] };
}

describe('buildPack', () => {
  beforeEach(() => vi.spyOn(console, 'warn').mockImplementation(() => undefined));

  it("gives the pack the chosen design's saved analysis summary", async () => {
    expect((await packInput(design(JSON.parse(JSON.stringify(saved))))).analysis).toEqual(analysisSummary(saved));
  });

  it('gives no analysis when the design has none, or no design was chosen', async () => {
    expect((await packInput(design(null))).analysis).toBeUndefined();
    expect((await packInput(undefined)).analysis).toBeUndefined();
  });
});
