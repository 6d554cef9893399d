// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ChatMessage } from '../designerPersistence';
import { MessageList } from './MessageList';

afterEach(cleanup);

const question: ChatMessage = { id: 'u1', role: 'user', content: 'a small koi on my forearm', timestamp: 1_700_000_000_000, persona: 'buddy' };
const answer: ChatMessage = { id: 'a1', role: 'agent', content: 'Love that: a koi on the forearm.', timestamp: 1_700_000_001_000, persona: 'buddy' };

const list = (messages: ChatMessage[], replying: boolean) => (
  <MessageList messages={messages} personaName="Creative Buddy" replying={replying} loading={false} onUndo={vi.fn()} emptyGreeting="Hey!" />
);

describe('MessageList typing dots', () => {
  it('show while the answer to the latest message is awaited', () => {
    render(list([question], true));
    expect(screen.getByText('Creative Buddy is typing…')).toBeTruthy();
  });

  it('go with the update that puts the reply on the list, even while the turn is still busy', () => {
    // (After its reply the turn may still choose a hand-off; dots left under the reply would then jump below it.)
    const { rerender } = render(list([question], true));
    rerender(list([question, answer], true));
    expect(screen.queryByText('Creative Buddy is typing…')).toBeNull();
    expect(screen.getByText('Love that: a koi on the forearm.')).toBeTruthy();
  });
});
