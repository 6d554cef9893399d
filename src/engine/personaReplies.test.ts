/**
 * The helpers' replies and the reading beneath them: answers, no repeats, dialect evened out.
 *
 * Each case is phrased apart from the labelled sets (tests/eval), so a rule is held to forms it was not written from;
 * the design turns beside them must still write. Grouped by the brief the turns arrive at, where it matters.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { type DesignSlots, EMPTY_SLOTS } from './designBrief';
import { detectTopics } from './knowledge/answers';
import { loadTagger } from './nlp/tagger';
import { FOLLOW_UP_OPENERS, personaReply } from './personas';
import { applySuggestions } from './slotChanges';
import { extractSlots } from './slotExtraction';
import { type PersonaId, type PersonaMessage } from './types';
import { evenOutText } from './wordMatching';

beforeAll(async () => {
  await loadTagger();
});

describe("read from the message alone", () => {
  describe("dialect and text-speak are read as the standard words", () => {
    it.each([
      ['me da wis a fisherman', 'my da was a fisherman'],
      ['a wee thistle fae the hills', 'a wee thistle from the hills'],
      ['hw much r u charging', 'how much are you charging'],
      ['lookin for somethin', 'looking for something'],
      ['a robin sat on a cabin', 'a robin sat on a cabin'],
      ['where the cat sat.', 'where the cat sat.'],
      ['a U-boat', 'a U boat'],
      ['r u free sat', 'are you free saturday'],
      ['his um fishing rod', 'his fishing rod'],
      ['a tae kwon do belt', 'a tae kwon do belt'],
    ])('%s → %s', (text, expected) => {
      expect(evenOutText(text)).toBe(expected);
    });
  });

  describe("answers", () => {
    it('a question about the legal age gets the age answer, not how ink ages', () => {
      expect(detectTopics("what's the minimum age, I'm 16")).toEqual(['legalAge']);
      expect(detectTopics('will the lines blur with age?')).toContain('aging');
      expect(detectTopics('will the lines blur with age?')).not.toContain('legalAge');
    });
  });

  describe("no repeats", () => {
    it.each(['buddy', 'trainer', 'designer'] as PersonaId[])('%s never sends the same reply twice in a row, nor the same follow-up opener', (persona) => {
      const history: PersonaMessage[] = [];
      let slots: DesignSlots = { ...EMPTY_SLOTS };
      let previous = '';
      for (const user of ['a hare', 'hmm', 'ok', 'hmm', 'ok', 'idk', 'hmm', 'ok', 'hmm', 'ok']) {
        const suggestions = extractSlots(user, slots);
        const { slots: next, changes } = applySuggestions(slots, suggestions);
        slots = next;
        history.push({ role: 'user', content: user });
        const reply = personaReply({ persona, history, slots, captured: suggestions.filter((s) => changes.some((c) => c.field === s.field)) });
        expect(reply).not.toBe(previous);
        const opener = FOLLOW_UP_OPENERS[persona].find((o) => reply.startsWith(o));
        if (opener) expect(previous.startsWith(opener)).toBe(false);
        history.push({ role: 'assistant', content: reply });
        previous = reply;
      }
    });
  });
});

describe("read from the message alone", () => {
  describe("further replies", () => {
    it('a greeting that tells of an occasion is acknowledged, not greeted past', () => {
      const text = 'hiya im 19 and just passed my driving test 4th time lucky lol';
      const reply = personaReply({ persona: 'buddy', history: [{ role: 'user', content: text }], slots: { ...EMPTY_SLOTS }, captured: [] });
      expect(reply).toMatch(/Congratulations/);
    });
  });
});

describe("mid-conversation, the brief holding kingfisher", () => {
  const started: DesignSlots = { ...EMPTY_SLOTS, keywords: 'kingfisher', size: 'medium' };

  describe("the studio's logistics are answered, not passed over", () => {
    const reply = (text: string): string => personaReply({ persona: 'buddy', history: [{ role: 'user', content: text }], slots: started, captured: [] });

    it.each([['do you lot have parking nearby? ill be in a van'], ['Is the studio wheelchair accessible?']])('%s', (text) => {
      expect(reply(text)).toMatch(/studio’s to answer/);
      expect(reply(text)).not.toMatch(/riffing/);
    });

    it('a picture with a parking meter in it is no logistics question', () => {
      expect(reply('can you add a parking meter')).not.toMatch(/studio’s to answer/);
    });
  });
});
