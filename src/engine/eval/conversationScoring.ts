/**
 * Scores the labelled helper conversations of issue #19 (tests/eval/conversations/*.json) by
 * replaying them the way the designer does: extract → apply at the UI's confidence → persona
 * reply; voice turns through the voice keyword path. Pure, so tests and scripts share it.
 */
import { EMPTY_SLOTS, type DesignSlots } from '../designBrief';
import { SUBJECTS } from '../knowledge/subjects';
import { ACKNOWLEDGEMENT } from '../occasion';
import { personaReply } from '../personas';
import { applySuggestions } from '../slotChanges';
import { extractSlots, splitKeywords } from '../slotExtraction';
import type { PersonaId, PersonaMessage } from '../types';
import { extractVoiceKeywords } from '../voiceKeywords';
import { foldPlurals } from '../wordMatching';

export interface ConversationTurn {
  user: string;
  /** Switches the helper from this turn on. */
  persona?: PersonaId;
  subjects?: string[];
  offTopic?: boolean;
  memorial?: boolean;
  celebration?: boolean;
}

export interface Conversation {
  id: string;
  persona: PersonaId;
  turns: ConversationTurn[];
}

export interface ConversationSet {
  description: string;
  conversations: Conversation[];
}

export interface ConversationScores {
  conversations: number;
  turns: number;
  /** Subjects outside the built-in list: found / labelled. */
  openSubjects: { found: number; total: number; recall: number };
  /** Subjects on the built-in list (for comparison). */
  listedSubjects: { found: number; total: number; recall: number };
  /** Off-topic turns that changed the brief (Text Chat path and voice path). */
  offTopicChanges: { text: number; voice: number; turns: number };
  /** Helper replies identical to the helper's previous reply in the same conversation. */
  identicalConsecutive: number;
  /** Questions (sentences ending in "?") a helper sent more than once in one conversation. */
  repeatedQuestions: number;
  memorial: { acknowledged: number; total: number };
  celebration: { acknowledged: number; total: number };
  /** Replies over the spec's 100 words. */
  overLength: number;
  misses: string[];
}

const LISTED = new Set(SUBJECTS.map((s) => foldPlurals(s)));
const norm = (text: string): string => foldPlurals(text.toLowerCase().replace(/["']/g, '').replace(/[^a-z0-9 ]/g, ' ').replace(/\s+/g, ' ').trim());
const sameSlots = (a: DesignSlots, b: DesignSlots): boolean => (Object.keys(a) as (keyof DesignSlots)[]).every((k) => a[k] === b[k]);

export function scoreConversations(set: ConversationSet): ConversationScores {
  const scores: ConversationScores = {
    conversations: set.conversations.length,
    turns: 0,
    openSubjects: { found: 0, total: 0, recall: 1 },
    listedSubjects: { found: 0, total: 0, recall: 1 },
    offTopicChanges: { text: 0, voice: 0, turns: 0 },
    identicalConsecutive: 0,
    repeatedQuestions: 0,
    memorial: { acknowledged: 0, total: 0 },
    celebration: { acknowledged: 0, total: 0 },
    overLength: 0,
    misses: [],
  };
  for (const conversation of set.conversations) {
    let persona = conversation.persona;
    let slots: DesignSlots = { ...EMPTY_SLOTS };
    const history: PersonaMessage[] = [];
    const asked = new Set<string>();
    let previousReply: string | undefined;
    // (the app passes the user's previous message too: a fragment after an off-topic question writes nothing)
    let previousUser = '';
    for (const turn of conversation.turns) {
      scores.turns += 1;
      persona = turn.persona ?? persona;
      const before = slots;
      const suggestions = extractSlots(turn.user, slots, previousUser);
      const { slots: after, changes } = applySuggestions(slots, suggestions);
      const captured = suggestions.filter((s) => changes.some((c) => c.field === s.field && c.value === s.value));
      if (turn.offTopic) {
        scores.offTopicChanges.turns += 1;
        if (!sameSlots(before, after)) {
          scores.offTopicChanges.text += 1;
          scores.misses.push(`${conversation.id} off-topic changed the brief: "${turn.user}" → ${changes.map((c) => `${c.field}=${c.value}`).join(', ')}`);
        }
        const voice = applySuggestions(before, extractVoiceKeywords(turn.user, before, previousUser).suggestions);
        if (voice.changes.length > 0) {
          scores.offTopicChanges.voice += 1;
          const changed = voice.changes.map((c) => `${c.field}=${c.value}`).join(', ');
          scores.misses.push(`${conversation.id} off-topic (voice) changed the brief: "${turn.user}" → ${changed}`);
        }
      }
      slots = after;
      for (const subject of turn.subjects ?? []) {
        const bucket = LISTED.has(foldPlurals(subject.toLowerCase())) ? scores.listedSubjects : scores.openSubjects;
        bucket.total += 1;
        const found = splitKeywords(slots.keywords).some((k) => norm(k) === norm(subject) || ` ${norm(k)} `.includes(` ${norm(subject)} `));
        if (found) bucket.found += 1;
        else scores.misses.push(`${conversation.id} subject "${subject}" missed in "${turn.user}" (keywords: ${slots.keywords || '—'})`);
      }
      history.push({ role: 'user', content: turn.user });
      previousUser = turn.user;
      const reply = personaReply({ persona, history, slots, captured });
      history.push({ role: 'assistant', content: reply });
      if (reply === previousReply) {
        scores.identicalConsecutive += 1;
        scores.misses.push(`${conversation.id} identical consecutive reply: "${reply}"`);
      }
      previousReply = reply;
      for (const question of reply.split(/(?<=[.!?])\s+/).filter((s) => s.endsWith('?'))) {
        if (asked.has(question)) {
          scores.repeatedQuestions += 1;
          scores.misses.push(`${conversation.id} repeated question: "${question}"`);
        }
        asked.add(question);
      }
      if (reply.split(/\s+/).length >= 100) scores.overLength += 1;
      for (const kind of ['memorial', 'celebration'] as const) {
        if (!turn[kind]) continue;
        scores[kind].total += 1;
        const ok = ACKNOWLEDGEMENT.test(reply) && (kind === 'memorial' ? /sorry/i.test(reply) : /Congratulations/.test(reply));
        if (ok) scores[kind].acknowledged += 1;
        else scores.misses.push(`${conversation.id} ${kind} not acknowledged: "${turn.user}" → "${reply}"`);
      }
    }
  }
  for (const bucket of [scores.openSubjects, scores.listedSubjects]) bucket.recall = bucket.total === 0 ? 1 : bucket.found / bucket.total;
  return scores;
}
