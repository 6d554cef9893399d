/**
 * Scoring for the labelled evaluation sets: per-slot precision and recall of extraction, and the
 * accuracy of agent routing. Shared by the evaluation test and the docs figures.
 */
import { EMPTY_SLOTS, type DesignSlots, type SlotField } from '../designBrief';
import { PLACEMENT_NOTE_PREFIX, extractSlots, splitKeywords } from '../slotExtraction';
import { foldPlurals } from '../wordMatching';
import { routeAgent } from '../agents/routeAgent';
import type { AgentId } from '../types';

export interface ExtractionItem {
  text: string;
  kind: string;
  expected: Partial<Record<Exclude<SlotField, 'keywords'>, string>> & { keywords?: string[] };
  current?: Partial<DesignSlots>;
}

export interface ExtractionEval {
  minConfidence: number;
  items: ExtractionItem[];
}

export interface RoutingItem {
  message: string;
  agent: AgentId;
}

export interface SlotScore {
  tp: number;
  fp: number;
  fn: number;
  precision: number;
  recall: number;
}

export interface Miss {
  text: string;
  field: SlotField;
  expected: string;
  got: string;
}

const normalizeKeyword = (keyword: string): string =>
  foldPlurals(
    keyword
      .toLowerCase()
      .replace(/["'\u2019]/g, '')
      .replace(/[^a-z0-9 ]/g, ' ')
      .replace(/\s+/g, ' ')
      .trim(),
  );

const ratio = (num: number, den: number): number => (den === 0 ? 1 : num / den);

export function scoreExtraction(data: ExtractionEval): { scores: Record<SlotField, SlotScore>; misses: Miss[] } {
  const fields: SlotField[] = ['style', 'bodyZone', 'size', 'colors', 'keywords', 'description'];
  const counts = Object.fromEntries(fields.map((f) => [f, { tp: 0, fp: 0, fn: 0 }])) as Record<SlotField, { tp: number; fp: number; fn: number }>;
  const misses: Miss[] = [];
  for (const item of data.items) {
    const current: DesignSlots = { ...EMPTY_SLOTS, ...item.current };
    const got = new Map(extractSlots(item.text, current).filter((s) => s.confidence >= data.minConfidence).map((s) => [s.field, s.value]));
    // These sets were labelled before the exact-spot note ("Placement: inner wrist.", issue #19): it is scored apart.
    const description = (got.get('description') ?? '').replace(new RegExp(`\\s*${PLACEMENT_NOTE_PREFIX} [^.]*\\.`, 'g'), '').trim();
    if (description) got.set('description', description);
    else got.delete('description');
    for (const field of fields) {
      if (field === 'keywords') {
        const expected = new Set((item.expected.keywords ?? []).map(normalizeKeyword));
        const predicted = new Set(splitKeywords(got.get('keywords') ?? '').map(normalizeKeyword));
        let tp = 0;
        for (const k of predicted) if (expected.has(k)) tp += 1;
        counts.keywords.tp += tp;
        counts.keywords.fp += predicted.size - tp;
        counts.keywords.fn += expected.size - tp;
        if (tp !== expected.size || tp !== predicted.size) {
          misses.push({ text: item.text, field, expected: [...expected].join(', '), got: [...predicted].join(', ') });
        }
        continue;
      }
      const expected = item.expected[field];
      const predicted = got.get(field);
      const ok =
        field === 'description'
          ? !!expected && !!predicted && predicted.toLowerCase().includes(expected.toLowerCase())
          : !!expected && predicted === expected;
      if (ok) counts[field].tp += 1;
      else {
        if (predicted) counts[field].fp += 1;
        if (expected) counts[field].fn += 1;
        if (predicted || expected) misses.push({ text: item.text, field, expected: expected ?? '', got: predicted ?? '' });
      }
    }
  }
  const scores = Object.fromEntries(
    fields.map((f) => {
      const { tp, fp, fn } = counts[f];
      return [f, { tp, fp, fn, precision: ratio(tp, tp + fp), recall: ratio(tp, tp + fn) }];
    }),
  ) as Record<SlotField, SlotScore>;
  return { scores, misses };
}

export function scoreRouting(items: readonly RoutingItem[]): { accuracy: number; misses: (RoutingItem & { got: AgentId })[] } {
  const misses = items.map((item) => ({ ...item, got: routeAgent(item.message, []) })).filter((r) => r.got !== r.agent);
  return { accuracy: (items.length - misses.length) / items.length, misses };
}
