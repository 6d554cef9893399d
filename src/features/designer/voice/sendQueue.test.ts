import { describe, expect, it } from 'vitest';
import { queuedToSend, sendAction } from './sendQueue';

describe('sendAction', () => {
  it('sends at once when the helper is free (idle, or speaking: the speech is interrupted)', () => {
    expect(sendAction('  a fox  ', 'idle', null)).toEqual({ kind: 'send', text: 'a fox' });
    expect(sendAction('a fox', 'speaking', null)).toEqual({ kind: 'send', text: 'a fox' });
  });

  it('queues while the helper is answering or the microphone is on', () => {
    for (const phase of ['processing', 'starting', 'recording', 'stopping'] as const) {
      expect(sendAction('make it small', phase, null)).toEqual({ kind: 'queue', queued: 'make it small' });
    }
  });

  it('joins more text to the queued message rather than sending out of order', () => {
    expect(sendAction('in red', 'processing', 'make it small')).toEqual({ kind: 'queue', queued: 'make it small\nin red' });
    // Even if the helper is free by now, a waiting message goes first: join, the effect sends both.
    expect(sendAction('in red', 'idle', 'make it small')).toEqual({ kind: 'queue', queued: 'make it small\nin red' });
  });

  it('does nothing with a blank draft', () => {
    expect(sendAction('   ', 'processing', null)).toEqual({ kind: 'none' });
    expect(sendAction('', 'idle', 'queued')).toEqual({ kind: 'none' });
  });
});

describe('queuedToSend', () => {
  it('releases the queued message once the reply has been shown and spoken', () => {
    expect(queuedToSend('processing', 'make it small')).toBeNull();
    expect(queuedToSend('speaking', 'make it small')).toBeNull();
    expect(queuedToSend('idle', 'make it small')).toBe('make it small');
    expect(queuedToSend('idle', null)).toBeNull();
  });
});
