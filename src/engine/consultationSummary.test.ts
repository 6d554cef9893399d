import { describe, expect, it } from 'vitest';
import { NOTES_MAX_CHARS, TOPIC_MAX_CHARS, briefTopic, clip, summarizeConversation, type ConversationTurn } from './consultationSummary';

const q = (text: string): ConversationTurn => ({ role: 'user', text });
const a = (text: string, agentName = 'Jess', failed = false): ConversationTurn => ({ role: 'agent', text, agentName, failed });

describe('summarizeConversation', () => {
  it('is null until a question has an answer (errors do not count)', () => {
    expect(summarizeConversation([])).toBeNull();
    expect(summarizeConversation([q('what is dotwork?')])).toBeNull();
    expect(summarizeConversation([q('what is dotwork?'), a('Sorry, I encountered an error. Please try again!', 'Jess', true)])).toBeNull();
    expect(summarizeConversation([a('Hi! I am Jess.')])).toBeNull();
  });

  it('one exchange: topic is the first question, agent the one who answered', () => {
    expect(summarizeConversation([a('Hi!'), q('What is dotwork?'), a('Dotwork builds shade from dots.', 'Mike')])).toEqual({
      topic: 'What is dotwork?',
      agent: 'Mike',
      notes: '1 question with Jess, Mike.\nFirst asked: “What is dotwork?”\nLast answer (Mike): Dotwork builds shade from dots.',
    });
  });

  it('grows with the conversation: the latest questions and answer, older ones counted', () => {
    const turns = [q('Q1 koi?'), a('A1'), q('Q2 colours?'), a('A2', 'Mike'), q('Q3 size?'), a('A3'), q('Q4 placement?'), a('A4'), q('Q5 healing?'), a('A5 wash gently', 'Sarah')];
    const summary = summarizeConversation(turns)!;
    expect(summary.topic).toBe('Q1 koi?');
    expect(summary.agent).toBe('Sarah');
    expect(summary.notes).toBe([
      '5 questions with Jess, Mike, Sarah.',
      'First asked: “Q1 koi?”',
      'Latest (1 earlier not shown): “Q3 size?” · “Q4 placement?” · “Q5 healing?”',
      'Last answer (Sarah): A5 wash gently',
    ].join('\n'));
    expect(summarizeConversation(turns.slice(0, 4))!.notes).toContain('Then: “Q2 colours?”');
  });

  it('the brief names the topic when it says what the design is', () => {
    const summary = summarizeConversation([q('make it bolder'), a('Sure', 'Designer')], { brief: { style: 'japanese', keywords: 'koi', bodyZone: 'forearm' } });
    expect(summary!.topic).toBe('Japanese koi tattoo for the forearm');
    expect(summarizeConversation([q('hello'), a('hi')], { brief: { style: '', keywords: '' } })!.topic).toBe('hello');
  });

  it('stays within the bounds however long the turns are', () => {
    const long = 'word '.repeat(2_000);
    const turns = Array.from({ length: 50 }, (_, i) => [q(`${i} ${long}`), a(long, `Agent ${i % 5}`)]).flat();
    const summary = summarizeConversation(turns)!;
    expect(summary.topic.length).toBeLessThanOrEqual(TOPIC_MAX_CHARS);
    expect(summary.notes.length).toBeLessThanOrEqual(NOTES_MAX_CHARS);
    expect(summary.notes).toContain('50 questions');
    expect(summary.notes).toContain('“49 word');
  });

  it('uses the default agent when a turn names none', () => {
    expect(summarizeConversation([q('hi'), { role: 'agent', text: 'hello' }], { defaultAgent: 'Buddy' })!.agent).toBe('Buddy');
  });
});

describe('clip and briefTopic', () => {
  it('clips at a word boundary with an ellipsis and folds whitespace', () => {
    expect(clip('  a   b\nc ', 10)).toBe('a b c');
    expect(clip('the quick brown fox jumps', 12)).toBe('the quick…');
  });
  it('needs a style or keywords', () => {
    expect(briefTopic(undefined)).toBe('');
    expect(briefTopic({ bodyZone: 'back' })).toBe('');
    expect(briefTopic({ keywords: 'rose' })).toBe('Rose tattoo');
  });
});
