/** Issue #19: tact, no repeats, stop asking when complete, one completion figure, generate from chat. */
import { beforeAll, describe, expect, it } from 'vitest';
import { EMPTY_SLOTS, briefCompletion, type DesignSlots } from './designBrief';
import { loadTagger } from './nlp/tagger';
import { asksToGenerate } from './personaProfiles';
import { briefComplete, nextMissingField } from './personaPrompt';
import { personaReply, personaWelcome } from './personas';
import { applySuggestions } from './slotChanges';
import { extractSlots } from './slotExtraction';
import type { PersonaId, PersonaMessage } from './types';

/** Replays a conversation the way the designer does and returns every reply. */
function chat(turns: [PersonaId, string][], start: DesignSlots = EMPTY_SLOTS): { replies: string[]; slots: DesignSlots } {
  let slots = { ...start };
  const history: PersonaMessage[] = [];
  const replies: string[] = [];
  for (const [persona, text] of turns) {
    history.push({ role: 'user', content: text });
    const suggestions = extractSlots(text, slots);
    const applied = applySuggestions(slots, suggestions);
    slots = applied.slots;
    const captured = suggestions.filter((s) => applied.changes.some((c) => c.field === s.field && c.value === s.value));
    const reply = personaReply({ persona, history, slots, captured });
    history.push({ role: 'assistant', content: reply });
    replies.push(reply);
  }
  return { replies, slots };
}

const FULL: DesignSlots = { style: 'realistic', bodyZone: 'forearm', keywords: 'trout', size: 'medium', colors: 'black and grey', description: '' };

beforeAll(async () => {
  await loadTagger();
});

describe('tact', () => {
  it('acknowledges a memorial warmly, once, with ideas from what was said', () => {
    const { replies } = chat([
      ['buddy', 'something for my late dad, he loved fishing'],
      ['buddy', 'hmm not sure'],
      ['buddy', 'no idea really'],
      ['buddy', 'I really dont know'],
    ]);
    expect(replies[0]).toMatch(/^I'm so sorry about your dad\..*fishing/);
    expect(replies[0]).not.toMatch(/Nice|story behind it!/);
    for (const reply of replies.slice(1)) expect(reply).not.toMatch(/sorry/);
    // never the generic flower list on the following turns
    for (const reply of replies) expect(reply).not.toMatch(/forget-me-not/i);
  });
});

describe('no repeats', () => {
  it('never asks the same question twice in a conversation', () => {
    const { replies } = chat([
      ['trainer', 'hi'],
      ['trainer', 'hmm'],
      ['trainer', 'not sure'],
      ['trainer', 'ok'],
      ['trainer', 'ok'],
      ['trainer', 'ok'],
    ]);
    const questions = replies.flatMap((r) => r.split(/(?<=[.!?])\s+/).filter((s) => s.endsWith('?')));
    expect(new Set(questions).size).toBe(questions.length);
    for (let i = 1; i < replies.length; i++) expect(replies[i]).not.toBe(replies[i - 1]);
  });
});

describe('completion', () => {
  it('is one figure over the five required fields', () => {
    expect(briefCompletion(FULL)).toBe(100);
    expect(briefCompletion({ ...FULL, size: '' })).toBe(80);
    expect(briefCompletion({ ...EMPTY_SLOTS, keywords: 'x', style: 'tribal', bodyZone: 'arm' })).toBe(60);
    expect(briefComplete(FULL)).toBe(true);
  });

  it('stops asking once the brief is complete', () => {
    expect(nextMissingField('buddy', FULL)).toBeUndefined();
    const { replies } = chat([['designer', 'looks good'], ['designer', 'hmm']], FULL);
    expect(replies[0]).not.toMatch(/Which|What size|Where/);
    expect(replies[0]).toMatch(/generate/i);
    expect(replies[0]).not.toMatch(/One more detail/);
  });
});

describe('AI Designer and generation', () => {
  it('offers to generate at 80% and confirms "generate it" without sending the person elsewhere', () => {
    const { replies } = chat([['designer', 'medium please']], { ...FULL, size: '', description: '' });
    expect(replies[0]).toMatch(/generate it/);
    const done = chat([['designer', 'generate it']], FULL).replies[0];
    expect(done).toMatch(/Generating it now/);
    expect(done).not.toMatch(/open the Design Studio/);
    expect(asksToGenerate('generate it')).toBe(true);
    expect(asksToGenerate("don't generate it yet")).toBe(false);
  });

  it('continues from the shared brief after a persona switch', () => {
    const welcome = personaWelcome('designer', FULL);
    expect(welcome).toMatch(/trout/);
    expect(welcome).toMatch(/100% complete/);
    expect(welcome).toMatch(/generate it/);
    expect(welcome).not.toMatch(/Give me a subject/);
    expect(personaWelcome('designer', EMPTY_SLOTS)).toBeUndefined();
  });

  it('answers artist talk without touching the brief', () => {
    const { replies, slots } = chat([['designer', 'find me an artist and book me in']], FULL);
    expect(replies[0]).toMatch(/Artist Specialist/);
    expect(slots).toEqual(FULL);
  });
});

describe('after a memorial', () => {
  it('the Buddy notes later captures quietly instead of cheering', () => {
    const { replies } = chat([
      ['buddy', 'we had to put our old cat to sleep last month, she loved sitting in the sun'],
      ['buddy', 'her collar and a sunbeam'],
    ]);
    expect(replies[0]).toMatch(/^I'm so sorry about your cat\./);
    expect(replies[0]).toContain('her name');
    expect(replies[1]).toContain('collar');
    expect(replies[1]).not.toMatch(/Nice —|Love that|Good call|!/);
  });

  it('keeps its cheer in an ordinary conversation', () => {
    const { replies } = chat([
      ['buddy', 'hi'],
      ['buddy', 'a collar and a sunbeam'],
    ]);
    expect(replies[1]).toMatch(/Nice —|Love that|Good call/);
  });
});

describe('tact: every cue is acknowledged, never with the same words', () => {
  it('a second memorial line gets a brief, different acknowledgement', () => {
    const { replies } = chat([
      ['buddy', 'my grandad passed in the winter, he kept bees'],
      ['buddy', 'he would have been 90 next month'],
      ['buddy', "and it's his heavenly birthday soon"],
    ]);
    for (const reply of replies) expect(reply).toMatch(/I'm so sorry/);
    expect(new Set(replies.map((r) => r.split(/(?<=[.;!?])\s/)[0])).size).toBe(3);
  });

  it('a memorial after a celebration is still acknowledged, and both at once are both acknowledged', () => {
    const later = chat([
      ['trainer', 'we just bought our first flat!'],
      ['trainer', 'my nan passed before she could see it'],
    ]).replies;
    expect(later[0]).toMatch(/Congratulations —/);
    expect(later[1]).toMatch(/I'm so sorry/);
    const both = chat([['designer', "I'm graduating in June but my dad won't be there, he died last year"]]).replies[0];
    expect(both).toMatch(/Congratulations/);
    expect(both).toMatch(/sorry/);
  });
});
