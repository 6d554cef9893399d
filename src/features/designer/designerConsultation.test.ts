import { describe, expect, it } from 'vitest';
import type { ChatMessage } from './designerPersistence';
import { grewByAnswer, textChatConsultation, voiceChatConsultation } from './designerConsultation';

const msg = (id: string, role: 'user' | 'agent', content: string, extra: Partial<ChatMessage> = {}): ChatMessage =>
  ({ id, role, content, timestamp: 1, persona: 'designer', ...extra });

describe('designer consultations', () => {
  it('Text Chat: keyed per persona and first message; the persona answers unless an agent did; topic from the brief', () => {
    const messages = [
      msg('a1', 'user', 'a koi for my forearm'), msg('a2', 'agent', 'Lovely: waves?'),
      msg('a3', 'user', 'how long to heal?'), msg('a4', 'agent', 'About two weeks.', { answeredBy: { agent: 'aftercare', name: 'Sarah', source: 'device' } }),
    ];
    const result = textChatConsultation('designer', messages, { style: 'japanese', keywords: 'koi', bodyZone: 'forearm' })!;
    expect(result.key).toBe('designer:designer:a1');
    expect(result.summary).toMatchObject({ topic: 'Japanese koi tattoo for the forearm', agent: 'Sarah' });
    expect(result.summary!.notes).toContain('with AI Designer, Sarah');
    expect(result.summary!.notes).toContain('“how long to heal?”');
    expect(textChatConsultation('buddy', [], {})).toBeNull();
  });

  it('Voice Chat: its own key; the first question is the topic while the brief is empty', () => {
    const result = voiceChatConsultation([
      { id: 'v1', role: 'user', content: 'what style suits a memorial?', timestamp: 1 },
      { id: 'v2', role: 'agent', content: 'Fine line works well.', timestamp: 2, agentName: 'Mike' },
    ], { style: '', keywords: '' })!;
    expect(result).toEqual({ key: 'designer:voice:v1', summary: expect.objectContaining({ topic: 'what style suits a memorial?', agent: 'Mike' }) });
  });

  it('grewByAnswer: only a conversation that was loaded and gained an answer', () => {
    const user = { role: 'user' }, agent = { role: 'agent' };
    expect(grewByAnswer(undefined, [user, agent])).toBe(false); // loaded, not grown
    expect(grewByAnswer([user], [user, agent])).toBe(true);
    expect(grewByAnswer([user, agent], [user, agent, user])).toBe(false); // a question, no answer yet
    expect(grewByAnswer([user, agent], [])).toBe(false); // cleared
  });
});
