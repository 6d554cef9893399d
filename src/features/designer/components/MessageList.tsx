import { useEffect, useRef, useState } from 'react';
import { PROVIDER_LABELS, REPLY_NOTES } from '@/ai/messages';
import { clockTime } from '@/shared/chat/clockTime';
import { ShowEarlierButton } from '@/shared/chat/ShowEarlierButton';
import { TypingDots } from '@/shared/chat/TypingDots';
import { useMessageWindow } from '@/shared/chat/useMessageWindow';
import { CaptureNote } from './CaptureNote';
import type { ChatMessage } from '../designerPersistence';

interface MessageListProps {
  messages: readonly ChatMessage[];
  personaName: string;
  replying: boolean;
  /** A cloud reply arriving piece by piece (shown in place of the typing dots). */
  streamingText?: string;
  loading: boolean;
  onUndo: (messageId: string) => void;
  emptyGreeting: string;
  /** One-tap first messages, offered while the conversation is empty. */
  starters?: readonly string[];
  onStarter?: (text: string) => void;
}

export function MessageList({ messages, personaName, replying, streamingText, loading, onUndo, emptyGreeting, starters, onStarter }: MessageListProps) {
  const last = messages[messages.length - 1];
  // New messages (or the typing dots, or a reply growing): follow them when the user is at the bottom or just sent one.
  const { visible, hidden, showEarlier, scroller, onScroll } = useMessageWindow(messages, [replying, loading, streamingText], last?.role === 'user');

  // Screen readers hear each new reply once (not the whole history when a conversation opens).
  const [announcement, setAnnouncement] = useState('');
  const announcedId = useRef<string | null>(last?.id ?? null);
  useEffect(() => {
    if (!last || last.id === announcedId.current) return;
    const first = announcedId.current === null && messages.length > 1;
    announcedId.current = last.id;
    if (first || last.role !== 'agent') return;
    setAnnouncement(`${personaName}: ${last.content}`);
  }, [last, messages.length, personaName]);

  return (
    <div className="relative flex min-h-0 flex-1 flex-col">
      <div
        ref={scroller}
        role="region"
        aria-label={`Conversation with ${personaName}`}
        tabIndex={0}
        data-testid="message-list"
        onScroll={onScroll}
        className="relative min-h-0 flex-1 overflow-y-auto overscroll-contain rounded-xl bg-ink-50 p-3 outline-none focus-visible:ring-2 focus-visible:ring-blood-500 sm:p-4 dark:bg-ink-950/60"
      >
        {hidden > 0 && <ShowEarlierButton hidden={hidden} onClick={showEarlier} />}
        <ol className="flex flex-col gap-3" aria-label="Messages">
          <li className="flex flex-col items-start">
            <div className="max-w-[85%] rounded-2xl rounded-bl-sm bg-white px-3.5 py-2.5 text-sm shadow-sm dark:bg-ink-800">
              <p className="mb-0.5 text-xs font-bold text-blood-700 dark:text-blood-400">{personaName}</p>
              <p className="whitespace-pre-wrap">{emptyGreeting}</p>
            </div>
          </li>
          {!loading && messages.length === 0 && starters && onStarter && (
            <li className="flex flex-wrap gap-2" aria-label="Ideas to start with">
              {starters.map((idea) => (
                <button
                  key={idea}
                  type="button"
                  onClick={() => onStarter(idea)}
                  className="rounded-full border border-ink-300 bg-white px-3 py-1.5 text-left text-xs font-medium hover:border-blood-500 hover:text-blood-700 focus-visible:outline-2 focus-visible:outline-blood-500 dark:border-ink-600 dark:bg-ink-900 dark:hover:text-blood-400"
                >
                  {idea}
                </button>
              ))}
            </li>
          )}
          {visible.map((message) => (
            <MessageItem key={message.id} message={message} personaName={personaName} onUndo={onUndo} />
          ))}
          {replying && !loading && streamingText && (
            // Not announced piece by piece (the live region below reads the finished reply once).
            <li className="flex flex-col items-start" data-role="agent" data-testid="streaming-reply" aria-busy="true">
              <div className="max-w-[85%] rounded-2xl rounded-bl-sm bg-white px-3.5 py-2.5 text-sm shadow-sm dark:bg-ink-800">
                <p className="mb-0.5 text-xs font-bold text-blood-700 dark:text-blood-400">{personaName}</p>
                <p className="whitespace-pre-wrap break-words">
                  {streamingText}
                  <span aria-hidden="true" className="ml-0.5 inline-block h-3.5 w-1.5 animate-pulse bg-ink-400 align-[-2px] motion-reduce:animate-none" />
                </p>
              </div>
            </li>
          )}
          {/* The dots wait for the answer to the user's latest message: once the reply is on the list they go in the
              same update (the turn may still be busy, e.g. choosing a hand-off), not after it, under the reply. */}
          {((replying && !streamingText && last?.role === 'user') || loading) && (
            <li className="flex items-center gap-2 text-xs text-ink-600 dark:text-ink-300">
              <TypingDots />
              <span>{loading ? 'Loading conversation…' : `${personaName} is typing…`}</span>
            </li>
          )}
        </ol>
      </div>
      <div aria-live="polite" aria-atomic="true" className="sr-only" data-testid="chat-announcer">
        {announcement}
      </div>
    </div>
  );
}

function MessageItem({ message, personaName, onUndo }: { message: ChatMessage; personaName: string; onUndo: (id: string) => void }) {
  const mine = message.role === 'user';
  const time = clockTime(message.timestamp);
  return (
    <li className={`flex flex-col ${mine ? 'items-end' : 'items-start'}`} data-role={message.role}>
      <div
        className={`max-w-[85%] rounded-2xl px-3.5 py-2.5 text-sm shadow-sm ${
          mine
            ? 'rounded-br-sm bg-ink-900 text-white dark:bg-ink-100 dark:text-ink-950'
            : message.failed
              ? 'rounded-bl-sm border border-blood-500/50 bg-blood-500/10 text-blood-700 dark:text-blood-400'
              : 'rounded-bl-sm bg-white dark:bg-ink-800'
        }`}
      >
        {!mine && (
          <p className="mb-0.5 text-xs font-bold text-blood-700 dark:text-blood-400" data-testid="message-author">
            {message.answeredBy?.name ?? personaName}
          </p>
        )}
        <p className="whitespace-pre-wrap break-words">{message.content}</p>
        <p className={`mt-1 text-[0.7rem] ${mine ? 'text-white/75 dark:text-ink-600' : 'text-ink-600 dark:text-ink-300'}`}>
          <span className="sr-only">{mine ? 'You' : (message.answeredBy?.name ?? personaName)}, </span>
          <time dateTime={new Date(message.timestamp).toISOString()}>{time}</time>
          {message.answeredBy?.source === 'device' && <span data-testid="answered-on-device"> · {PROVIDER_LABELS['on-device']}</span>}
          {message.stopped && <span data-testid="reply-stopped"> · {REPLY_NOTES.stopped}</span>}
        </p>
      </div>
      {message.cloudFallback && (
        <p className="mt-1 max-w-[85%] text-[0.7rem] text-ink-600 dark:text-ink-300" data-testid="cloud-fallback-note">
          {REPLY_NOTES.cloudFallback}
        </p>
      )}
      {mine && message.capture && message.capture.length > 0 && (
        <CaptureNote changes={message.capture} undone={Boolean(message.captureUndone)} onUndo={() => onUndo(message.id)} className="mt-1 max-w-[85%] justify-end" />
      )}
    </li>
  );
}
