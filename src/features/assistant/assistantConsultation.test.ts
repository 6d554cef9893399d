import { describe, expect, it } from 'vitest';
import type { AssistantMessage } from './assistantPersistence';
import { assistantConsultation } from './assistantConsultation';

const m = (id: string, role: 'user' | 'agent', content: string, extra: Partial<AssistantMessage> = {}): AssistantMessage => ({ id, role, content, timestamp: 1, ...extra });

describe('assistantConsultation', () => {
  it('keys the conversation by its first message and summarises every turn so far', () => {
    expect(assistantConsultation([])).toBeNull();
    const messages = [
      m('m1', 'user', 'what is dotwork?'), m('m2', 'agent', 'Dots.', { agent: 'styles', agent_name: 'Mike' }),
      m('m3', 'user', 'how do I wash it?'), m('m4', 'agent', 'Gently, twice a day.', { agent: 'aftercare', agent_name: 'Sarah' }),
      m('m5', 'user', 'and swimming?'), m('m6', 'agent', 'Sorry, I encountered an error. Please try again!', { failed: true, agent_name: 'Jess' }),
    ];
    const result = assistantConsultation(messages)!;
    expect(result.key).toBe('assistant:m1');
    expect(result.summary).toMatchObject({ topic: 'what is dotwork?', agent: 'Sarah' });
    expect(result.summary!.notes).toContain('“and swimming?”');
    expect(result.summary!.notes).toContain('Last answer (Sarah): Gently, twice a day.');
  });
});
