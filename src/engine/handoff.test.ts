import { describe, expect, it } from 'vitest';
import { EMPTY_SLOTS } from './designBrief';
import { HANDOFF_WINDOW, recommendHandoff } from './handoff';
import type { PersonaMessage } from './types';

const user = (content: string): PersonaMessage => ({ role: 'user', content });
const assistant = (content: string): PersonaMessage => ({ role: 'assistant', content });

describe('recommendHandoff', () => {
  it('looks at the last 5 messages (spec §7)', () => {
    expect(HANDOFF_WINDOW).toBe(5);
    const oldPain = [user('how much will it hurt on my ribs?'), user('and how long does healing take?'), user('what would it cost?')];
    const recent = [user('ok'), assistant('Sure.'), user('hmm'), assistant('Anything else?'), user('cool')];
    expect(recommendHandoff([...oldPain, ...recent], 'buddy')).toBeNull();
    expect(recommendHandoff([...recent.slice(2), ...oldPain], 'buddy')?.recommendedAgent).toBe('trainer');
  });

  it('sends technical questions to the trainer', () => {
    const rec = recommendHandoff([user('how painful is the sternum, and how long does it take to heal?')], 'designer');
    expect(rec).toMatchObject({ recommendedAgent: 'trainer' });
    expect(rec!.confidence).toBeGreaterThan(0.5);
    expect(rec!.confidence).toBeLessThanOrEqual(1);
    expect(rec!.reasoning).toMatch(/technical/i);
  });

  it('sends brainstorming and feelings to the buddy', () => {
    expect(recommendHandoff([user("I have no idea what I want, I just want something meaningful about my mom")], 'designer')?.recommendedAgent).toBe('buddy');
  });

  it('sends concrete visual work to the designer', () => {
    expect(recommendHandoff([user('make the lines bolder and add shading, then generate it')], 'trainer')?.recommendedAgent).toBe('designer');
  });

  it('returns null when the current persona already fits', () => {
    expect(recommendHandoff([user('how much does it hurt on the ribs?')], 'trainer')).toBeNull();
  });

  it('returns null when the evidence is weak or mixed', () => {
    expect(recommendHandoff([user('ok sounds good')], 'buddy')).toBeNull();
    expect(recommendHandoff([], 'buddy')).toBeNull();
    expect(recommendHandoff([user('does it hurt? no idea what I want. generate it')], 'buddy')).toBeNull();
  });

  it('weights the user above the assistant', () => {
    const messages = [assistant('Pain, healing, cost and longevity: ask me anything about pain.'), user('hmm, ok')];
    expect(recommendHandoff(messages, 'buddy')).toBeNull();
  });

  it('a nearly complete brief nudges towards the designer', () => {
    const slots = { ...EMPTY_SLOTS, style: 'tribal', bodyZone: 'arm', keywords: 'wolf', size: 'small', colors: 'black only' };
    expect(recommendHandoff([user('sounds good, what now? show me')], 'buddy', slots)?.recommendedAgent).toBe('designer');
  });
});
