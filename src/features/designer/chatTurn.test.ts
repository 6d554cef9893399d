import { describe, expect, it } from 'vitest';
import { AiError } from '@/ai/errors';
import { AI_MESSAGES } from '@/ai/messages';
import { failedReplyText, toPersonaHistory } from './chatTurn';
import type { ChatMessage } from './designerPersistence';

describe('chat turn helpers', () => {
  it('the AI reads the dialogue without failed replies, as user and assistant turns', () => {
    const messages: ChatMessage[] = [
      { id: '1', role: 'user', content: 'a koi', timestamp: 1, persona: 'buddy' },
      { id: '2', role: 'agent', content: AI_MESSAGES.other, timestamp: 2, persona: 'buddy', failed: true },
      { id: '3', role: 'agent', content: 'Nice, a koi!', timestamp: 3, persona: 'buddy' },
    ];
    expect(toPersonaHistory(messages)).toEqual([
      { role: 'user', content: 'a koi' },
      { role: 'assistant', content: 'Nice, a koi!' },
    ]);
  });

  it('a failed reply shows spec §8 text: the AiError\'s own, else the generic one', () => {
    expect(failedReplyText(new AiError('rateLimit'))).toBe(AI_MESSAGES.rateLimit);
    expect(failedReplyText(new TypeError('bug'))).toBe(AI_MESSAGES.other);
    expect(failedReplyText('nope')).toBe(AI_MESSAGES.other);
  });
});
