import { describe, expect, it } from 'vitest';
import { EMPTY_SLOTS, type DesignSlots, type FieldSuggestion } from './designBrief';
import { PERSONAS, PERSONA_BY_ID } from './personaProfiles';
import { nextMissingField, personaSystemPrompt } from './personaPrompt';
import { MAX_REPLY_WORDS, personaReply } from './personas';
import type { PersonaId, PersonaMessage } from './types';

const words = (text: string): number => text.split(/\s+/).filter(Boolean).length;
const ALL: PersonaId[] = ['buddy', 'trainer', 'designer'];

function replyTo(persona: PersonaId, message: string, slots: Partial<DesignSlots> = {}, captured: FieldSuggestion[] = [], earlier: PersonaMessage[] = []): string {
  return personaReply({ persona, history: [...earlier, { role: 'user', content: message }], slots: { ...EMPTY_SLOTS, ...slots }, captured });
}

describe('PERSONAS', () => {
  it('has the three spec personas with names and descriptions', () => {
    expect(PERSONAS.map((p) => [p.id, p.name])).toEqual([
      ['buddy', 'Creative Buddy'],
      ['trainer', 'Expert Trainer'],
      ['designer', 'AI Designer'],
    ]);
    for (const p of PERSONAS) expect(p.description.length).toBeGreaterThan(20);
    expect(PERSONA_BY_ID.trainer.name).toBe('Expert Trainer');
  });
});

describe('personaSystemPrompt', () => {
  it('states the voice, the brief and the 100-word limit', () => {
    const prompt = personaSystemPrompt('trainer', { ...EMPTY_SLOTS, style: 'japanese' });
    expect(prompt).toMatch(/Expert Trainer/);
    expect(prompt).toMatch(/under 100 words/);
    expect(prompt).toMatch(/style: japanese/);
    expect(prompt).toMatch(/bodyZone: not specified/);
    expect(personaSystemPrompt('buddy', EMPTY_SLOTS)).not.toBe(personaSystemPrompt('designer', EMPTY_SLOTS));
  });
});

describe('personaReply', () => {
  it('acknowledges what was just captured', () => {
    const captured: FieldSuggestion[] = [
      { field: 'keywords', value: 'koi fish', confidence: 0.8 },
      { field: 'bodyZone', value: 'calf', confidence: 0.9 },
    ];
    for (const persona of ALL) {
      const reply = replyTo(persona, 'a koi fish on my calf', { keywords: 'koi fish', bodyZone: 'calf' }, captured);
      expect(reply).toContain('koi fish');
      expect(reply).toMatch(/calf/);
    }
  });

  it('asks for the most useful missing detail for each persona', () => {
    expect(nextMissingField('trainer', EMPTY_SLOTS)).toBe('bodyZone');
    expect(nextMissingField('designer', EMPTY_SLOTS)).toBe('keywords');
    expect(nextMissingField('buddy', { ...EMPTY_SLOTS, keywords: 'wolf' })).toBe('description');
    expect(replyTo('trainer', 'hello there, I want a tattoo')).toMatch(/body|where/i);
    expect(replyTo('designer', 'hello there, I want a tattoo')).toMatch(/subject|centre|draw/i);
    expect(replyTo('designer', 'a koi', { keywords: 'koi' })).toMatch(/japanese/);
  });

  it('answers pain at a zone from the knowledge', () => {
    const reply = replyTo('trainer', 'how much does the ribs hurt?');
    expect(reply).toMatch(/8\/10/);
    expect(reply).toMatch(/rib/i);
    expect(replyTo('buddy', 'does the outer forearm hurt?')).toMatch(/3\/10/);
  });

  it('uses "an" before a vowel when suggesting a style for the subject', () => {
    expect(replyTo('designer', 'an owl', { keywords: 'owl' })).toMatch(/An owl works beautifully in/);
  });

  it('answers what drives cost, with a range for a known size', () => {
    expect(replyTo('trainer', 'what drives the price?')).toMatch(/size.*detail|hour/i);
    expect(replyTo('designer', 'how much would it cost?', { size: 'large', style: 'realistic' })).toMatch(/\$\d+–\d+/);
  });

  it('answers healing, style history, placement and ageing', () => {
    expect(replyTo('trainer', 'how long does it take to heal?')).toMatch(/2–4 weeks/);
    expect(replyTo('buddy', 'what is the history of irezumi?')).toMatch(/Edo/);
    expect(replyTo('trainer', 'where should I put a long design?')).toMatch(/forearm|calf|ribs/);
    expect(replyTo('designer', 'how does watercolor age?')).toMatch(/fade|blur/i);
    expect(replyTo('trainer', 'will fine line blur over time?')).toMatch(/soften|blur/i);
  });

  it('keeps every reply under 100 words', () => {
    const messages = [
      'hi',
      'how painful are ribs and how much does a sleeve cost and how long does it take to heal?',
      'what is the history of traditional tattoos and how do they age?',
      'a huge colourful japanese dragon and tiger and koi and waves on my back, it represents my family and my heritage and where I came from',
      'no idea',
    ];
    for (const persona of ALL) {
      for (const message of messages) {
        const reply = replyTo(persona, message, { size: 'extra-large', style: 'japanese' });
        expect(words(reply)).toBeLessThan(MAX_REPLY_WORDS);
        expect(reply.length).toBeGreaterThan(20);
      }
    }
  });

  it('stays under 100 words even when a message captures a long list', () => {
    const keywords = Array.from({ length: 120 }, (_, i) => `subject${i}`).join(', ');
    const reply = replyTo('buddy', 'lots of things', { keywords }, [{ field: 'keywords', value: keywords, confidence: 0.8 }]);
    expect(words(reply)).toBeLessThan(MAX_REPLY_WORDS);
    expect(reply).toMatch(/\?$/);
  });

  it('speaks in three distinct voices', () => {
    const replies = ALL.map((p) => replyTo(p, 'a wolf on my forearm', { keywords: 'wolf', bodyZone: 'forearm' }, [
      { field: 'keywords', value: 'wolf', confidence: 0.8 },
      { field: 'bodyZone', value: 'forearm', confidence: 0.9 },
    ]));
    expect(new Set(replies).size).toBe(3);
    expect(replies[1]).toMatch(/pain|visible/i);
    expect(replies[2]).toMatch(/picture|line|palette|draw/i);
  });

  it('brainstorms subjects when the buddy hears doubt', () => {
    expect(replyTo('buddy', "no idea what to get, it's about my recovery")).toMatch(/phoenix|lotus|semicolon/);
  });

  it('is deterministic and never repeats the previous reply word for word', () => {
    const slots = { ...EMPTY_SLOTS, keywords: 'wolf' };
    for (const persona of ALL) {
      const history: PersonaMessage[] = [];
      let previous = '';
      for (let turn = 0; turn < 6; turn++) {
        history.push({ role: 'user', content: 'hmm' });
        const reply = personaReply({ persona, history: [...history], slots, captured: [] });
        expect(personaReply({ persona, history: [...history], slots, captured: [] })).toBe(reply);
        expect(reply).not.toBe(previous);
        history.push({ role: 'assistant', content: reply });
        previous = reply;
      }
    }
  });

  it('answers "generate it" depending on whether the brief is far enough along', () => {
    const half = { keywords: 'wolf', style: 'geometric', bodyZone: 'forearm' };
    expect(replyTo('designer', 'generate it', half)).toMatch(/Generating it now/);
    expect(replyTo('designer', 'generate it', { keywords: 'wolf' })).toMatch(/need a bit more/);
  });

  it('thanks and nerves get a human answer before the next question', () => {
    expect(replyTo('buddy', 'thanks!', { keywords: 'wolf' })).toMatch(/^(Anytime!|Happy to help!) .*\?$/);
    expect(replyTo('trainer', "I'm really nervous, I hate needles")).toMatch(/Nerves are completely normal/);
  });

  it('greets on an empty history', () => {
    expect(personaReply({ persona: 'buddy', history: [], slots: EMPTY_SLOTS, captured: [] })).toMatch(/Creative Buddy/);
  });

  it('invites generation once the brief is complete', () => {
    const full: DesignSlots = { style: 'tribal', bodyZone: 'arm', keywords: 'turtle', size: 'medium', colors: 'black only', description: 'my island roots' };
    for (const persona of ALL) expect(replyTo(persona, 'ok', full)).toMatch(/generat/i);
  });
});
