/**
 * Issue #19's targets, asserted on a probe: a conversation set a session writes for itself before its
 * fixes (src/engine/session*Probe.test.ts). One describe block per probe, so every probe is held to the
 * same targets and prints its scores and misses the same way (its first run is kept in docs/eval-runs/).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { scoreConversations, type ConversationScores, type ConversationSet } from '../conversationScoring';
import { loadTagger } from '../nlp/tagger';

export function describeProbe(label: string, probe: ConversationSet): void {
  describe(`session ${label} probe`, () => {
    let scores: ConversationScores;
    beforeAll(async () => {
      await loadTagger();
      scores = scoreConversations(probe);
      console.log(
        `probe ${label}: ${scores.conversations} conversations, ${scores.turns} turns; recall ${scores.openSubjects.recall.toFixed(3)} (${scores.openSubjects.found}/${scores.openSubjects.total}); ` +
          `off-topic ${scores.offTopicChanges.text} text / ${scores.offTopicChanges.voice} voice over ${scores.offTopicChanges.turns}; identical ${scores.identicalConsecutive}; ` +
          `memorials ${scores.memorial.acknowledged}/${scores.memorial.total}; celebrations ${scores.celebration.acknowledged}/${scores.celebration.total}` +
          scores.misses.map((m) => `\n  ${m}`).join(''),
      );
    });

    it('has 30+ conversations', () => {
      expect(scores.conversations).toBeGreaterThanOrEqual(30);
    });
    it('captures subjects outside the list', () => {
      expect(scores.openSubjects.recall).toBeGreaterThanOrEqual(0.9);
    });
    it('off-topic turns never change the brief', () => {
      expect(scores.offTopicChanges.text).toBe(0);
      expect(scores.offTopicChanges.voice).toBe(0);
    });
    it('never repeats a reply or a question', () => {
      expect(scores.identicalConsecutive).toBe(0);
      expect(scores.repeatedQuestions).toBe(0);
    });
    it('acknowledges every memorial and celebration', () => {
      expect(scores.memorial.acknowledged).toBe(scores.memorial.total);
      expect(scores.celebration.acknowledged).toBe(scores.celebration.total);
    });
  });
}
