import { describe, expect, it } from 'vitest';
import { BODY_ZONE_OPTIONS, COLOR_OPTIONS, SIZE_OPTIONS, STYLE_OPTIONS } from '../designBrief';
import { AFTERCARE_FAQS, HEALING_TIMELINE, healingStageForDay } from './aftercare';
import { answerTopic, detectTopics } from './answers';
import { BODY_ZONE_PROFILES } from './bodyZones';
import { COLOR_PROFILES } from './colors';
import { estimateCost } from './cost';
import { SIZE_PROFILES, sessionHours, sizeForCentimetres } from './sizes';
import { STYLE_PROFILES } from './styles';
import { subjectIdeas } from './symbolism';
import { BODY_ZONE_VOCABULARY, COLOR_VOCABULARY, SIZE_VOCABULARY, STYLE_VOCABULARY } from './vocabulary';
import { SUBJECT_STYLE_HINTS, styleHintsFor } from './subjects';

describe('knowledge tables', () => {
  it('covers every option of the design brief', () => {
    expect(Object.keys(STYLE_PROFILES).sort()).toEqual([...STYLE_OPTIONS].sort());
    expect(Object.keys(BODY_ZONE_PROFILES).sort()).toEqual([...BODY_ZONE_OPTIONS].sort());
    expect(Object.keys(SIZE_PROFILES).sort()).toEqual([...SIZE_OPTIONS].sort());
    expect(Object.keys(COLOR_PROFILES).sort()).toEqual([...COLOR_OPTIONS].sort());
  });

  it('gives each style its defining traits, good zones and ageing', () => {
    for (const style of Object.values(STYLE_PROFILES)) {
      expect(style.goodZones.every((z) => (BODY_ZONE_OPTIONS as readonly string[]).includes(z))).toBe(true);
      for (const text of [style.summary, style.lineWork, style.palette, style.aging, style.history]) expect(text.length).toBeGreaterThan(15);
      expect(style.exampleSubjects.length).toBeGreaterThanOrEqual(4);
    }
  });

  it('rates zone pain from 1 to 10 with the ribs hardest and the forearm easiest', () => {
    const pains = Object.values(BODY_ZONE_PROFILES).map((z) => z.pain);
    expect(Math.min(...pains)).toBeGreaterThanOrEqual(1);
    expect(Math.max(...pains)).toBeLessThanOrEqual(10);
    expect(BODY_ZONE_PROFILES.ribs.pain).toBe(Math.max(...pains));
    expect(BODY_ZONE_PROFILES.forearm.pain).toBe(Math.min(...pains));
  });

  it('has contiguous size ranges', () => {
    const sizes = SIZE_OPTIONS.map((s) => SIZE_PROFILES[s]);
    for (let i = 1; i < sizes.length; i++) expect(sizes[i].minCm).toBe(sizes[i - 1].maxCm + 1);
    expect(sizeForCentimetres(3)).toBe('small');
    expect(sizeForCentimetres(8)).toBe('small');
    expect(sizeForCentimetres(8.5)).toBe('medium');
    expect(sizeForCentimetres(25)).toBe('large');
    expect(sizeForCentimetres(40)).toBe('extra-large');
  });

  it('scales session time and cost by size and style', () => {
    expect(sessionHours('medium', 'realistic')[1]).toBeGreaterThan(sessionHours('medium', 'minimalist')[1]);
    expect(estimateCost('large')[0]).toBeGreaterThan(estimateCost('small')[0]);
    expect(estimateCost('small')[0]).toBeGreaterThanOrEqual(60);
  });

  it('has a contiguous day-by-day healing timeline', () => {
    expect(HEALING_TIMELINE[0].fromDay).toBe(1);
    for (let i = 1; i < HEALING_TIMELINE.length; i++) expect(HEALING_TIMELINE[i].fromDay).toBe(HEALING_TIMELINE[i - 1].toDay + 1);
    expect(healingStageForDay(10).label).toBe('Days 7–14');
    expect(healingStageForDay(400).label).toBe('Months 2–3');
    expect(AFTERCARE_FAQS.length).toBeGreaterThanOrEqual(6);
  });
});

describe('answers', () => {
  it('detects question topics only in questions', () => {
    expect(detectTopics('does it hurt and how much does it cost?')).toEqual(['pain', 'cost']);
    expect(detectTopics('a rose on my arm')).toEqual([]);
  });

  it('answers from the tables', () => {
    expect(answerTopic('pain', { text: '', zone: 'ribs' })).toMatch(/8\/10/);
    expect(answerTopic('pain', { text: '', zone: 'ribs' })).toMatch(/forearm is about 3\/10/);
    expect(answerTopic('history', { text: '', style: 'traditional' })).toMatch(/Sailor Jerry/);
    expect(answerTopic('healing', { text: 'what happens on day 10?' })).toMatch(/^Days 7–14/);
    expect(answerTopic('aftercare', { text: 'when can I swim?' })).toMatch(/2–4 weeks/);
    expect(answerTopic('session', { text: '', size: 'extra-large', style: 'japanese' })).toMatch(/several sessions/);
  });

  it('suggests subjects for a theme', () => {
    expect(subjectIdeas('something about my recovery').subjects).toContain('phoenix');
    expect(subjectIdeas('something about my kids').theme).toBe('family');
  });
});

describe('styleHintsFor', () => {
  it('falls back to the head of a subject with modifiers', () => {
    expect(styleHintsFor('koi')).toEqual(SUBJECT_STYLE_HINTS.koi);
    expect(styleHintsFor('Red Dragon')).toEqual(SUBJECT_STYLE_HINTS.dragon);
    expect(styleHintsFor('saxophone')).toBeUndefined();
  });
});

describe('the option vocabulary (data/vocabulary.json)', () => {
  const fields = [
    ['style', STYLE_VOCABULARY, STYLE_OPTIONS],
    ['body zone', BODY_ZONE_VOCABULARY, BODY_ZONE_OPTIONS],
    ['size', SIZE_VOCABULARY, SIZE_OPTIONS],
    ['colours', COLOR_VOCABULARY, COLOR_OPTIONS],
  ] as const;

  it.each(fields)('maps every %s phrase to an option of the brief, with a known confidence', (_, vocabulary, options) => {
    expect(vocabulary.length).toBeGreaterThan(20);
    for (const entry of vocabulary) {
      expect(options as readonly string[], entry.phrase).toContain(entry.value);
      expect([0.9, 0.85, 0.75, 0.6], entry.phrase).toContain(entry.confidence);
    }
  });

  it('reads the way people say an option', () => {
    expect(STYLE_VOCABULARY.find((e) => e.phrase === 'sailor jerry')).toEqual({ phrase: 'sailor jerry', value: 'traditional', confidence: 0.85 });
    expect(BODY_ZONE_VOCABULARY.find((e) => e.phrase === 'behind my ear')?.value).toBe('shoulder');
    expect(COLOR_VOCABULARY.find((e) => e.phrase === 'colour')?.confidence).toBe(0.6);
  });
});
