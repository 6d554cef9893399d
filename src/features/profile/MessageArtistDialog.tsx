/**
 * Message Artist: the thread stored with an appointment (server table appointment_messages).
 * Messages are written through the outbox — offline they show at once with a "Waiting to sync"
 * mark and are sent once, later. The studio's side is not part of the app: it answers by message
 * or email, which the dialog says plainly instead of inventing replies.
 */
import { Dialog, DialogPanel, DialogTitle, Description } from '@headlessui/react';
import { useEffect, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { ZodError } from 'zod';
import type { UserRecord } from '@/db/database';
import { APPOINTMENT_MESSAGE_MAX } from '@/engine/crm/schemas';
import { clockTime } from '@/shared/chat/clockTime';
import { toast } from '@/shared/toast/toastStore';
import { buttonClasses } from '@/shared/ui/buttonClasses';
import { INPUT_CLASSES } from '@/shared/ui/FormField';
import { sendAppointmentMessage } from '@/sync/crmStore';
import { useAppointmentMessages } from '@/sync/hooks';
import { ToastOutlet } from '@/shared/toast/Toaster';
import { NothingSaved, SavedCopyNote } from '@/shared/ui/SavedCopy';
import { SyncMark, formatDate, str } from './ui';

function sentAt(value: unknown): string {
  const time = typeof value === 'string' ? Date.parse(value) : Number.NaN;
  return Number.isNaN(time) ? '' : `${formatDate(value)} ${clockTime(time)}`;
}

export function MessageArtistDialog({ appointment, onClose }: { appointment: UserRecord; onClose: () => void }) {
  const messages = useAppointmentMessages(appointment.id);
  const [draft, setDraft] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const end = useRef<HTMLLIElement>(null);
  // Focus goes back to the message box after a send or an error, so the keyboard stays in place.
  const box = useRef<HTMLTextAreaElement>(null);
  const count = messages.data?.length ?? 0;
  useEffect(() => {
    // A block body: newer Chromium returns a Promise from scrollIntoView, which React would take
    // for the effect's cleanup and call.
    end.current?.scrollIntoView({ block: 'end' });
  }, [count]);

  const send = async (event?: FormEvent) => {
    event?.preventDefault();
    if (sending) return;
    if (!draft.trim()) {
      setError('Write a message first.');
      box.current?.focus();
      return;
    }
    setSending(true);
    try {
      await sendAppointmentMessage(appointment.id, { body: draft });
      setDraft('');
      setError(null);
    } catch (failure) {
      // Validation is the server's own schema; anything else (no user, storage full) is unexpected.
      if (failure instanceof ZodError) setError(`Messages are at most ${APPOINTMENT_MESSAGE_MAX.toLocaleString()} characters.`);
      else toast({ title: 'Failed to send message. Please try again!', variant: 'destructive' });
    } finally {
      setSending(false);
      box.current?.focus();
    }
  };

  // Enter sends (as in the app's chats); Shift+Enter starts a new line.
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void send();
    }
  };

  const artist = str(appointment.artist);
  return (
    <Dialog open onClose={onClose} className="relative z-50">
      <div className="fixed inset-0 bg-ink-950/60" aria-hidden="true" />
      <div className="fixed inset-0 flex items-end justify-center sm:items-center sm:p-4">
        <DialogPanel className="flex max-h-[100dvh] w-full flex-col bg-white text-ink-950 sm:max-h-[85dvh] sm:max-w-xl sm:rounded-2xl dark:bg-ink-900 dark:text-ink-50">
          <div className="border-b border-ink-200 p-5 dark:border-ink-800">
            <DialogTitle className="text-xl font-bold">{`Message ${artist}`}</DialogTitle>
            <Description className="mt-1 text-sm text-ink-700 dark:text-ink-200">
              {`${str(appointment.type)} · ${formatDate(appointment.date)} · ${str(appointment.time)}`}
            </Description>
          </div>
          <div className="min-h-40 flex-1 overflow-y-auto p-5">
            {messages.view.kind === 'ready' && <SavedCopyNote note={messages.view.note} />}
            {messages.view.kind === 'unavailable' ? (
              <NothingSaved message={messages.view.message} detail={messages.view.detail} onRetry={messages.retry} />
            ) : messages.data === undefined ? (
              <p role="status">Loading messages...</p>
            ) : messages.data.length === 0 ? (
              <p className="text-ink-700 dark:text-ink-200">No messages yet. Ask about your design, the placement or preparing for your session.</p>
            ) : (
              <ol className="flex flex-col gap-3" aria-label={`Messages to ${artist}`}>
                {messages.data.map((message) => (
                  <li key={message.id} className="ml-auto max-w-[85%] rounded-2xl rounded-br-sm bg-blood-700 px-4 py-2 text-white">
                    <p className="whitespace-pre-wrap break-words">{str(message.body)}</p>
                    <div className="mt-1 flex flex-wrap items-center justify-end gap-2 text-xs text-white/90">
                      <span>{sentAt(message.created_at)}</span>
                      <SyncMark state={message.syncState} />
                    </div>
                  </li>
                ))}
                <li ref={end} aria-hidden="true" />
              </ol>
            )}
          </div>
          <form onSubmit={(event) => void send(event)} className="border-t border-ink-200 p-5 dark:border-ink-800">
            <p className="mb-3 text-sm text-ink-700 dark:text-ink-200">
              {`${artist}'s studio replies by message or email; replies do not appear here.`}
            </p>
            <label htmlFor="message-artist-body" className="text-sm font-semibold">
              Your message
            </label>
            <textarea
              id="message-artist-body"
              ref={box}
              autoFocus
              rows={3}
              maxLength={APPOINTMENT_MESSAGE_MAX}
              value={draft}
              onChange={(event) => setDraft(event.target.value)}
              onKeyDown={onKeyDown}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? 'message-artist-error' : undefined}
              className={`${INPUT_CLASSES} mt-1.5 resize-none`}
            />
            {error && (
              <p id="message-artist-error" className="mt-1 text-sm font-medium text-blood-700 dark:text-blood-400">
                {error}
              </p>
            )}
            <div className="mt-3 flex flex-wrap justify-end gap-3">
              <button type="button" className={buttonClasses('ghost')} onClick={onClose}>
                Close
              </button>
              <button type="submit" className={buttonClasses('primary')} disabled={sending}>
                Send Message
              </button>
            </div>
            <ToastOutlet />
          </form>
        </DialogPanel>
      </div>
    </Dialog>
  );
}
