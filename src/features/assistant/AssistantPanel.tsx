import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { PROVIDER_LABELS } from '@/ai/messages';
import { AGENTS, AGENT_BY_ID, JESS_GREETING, isAgentId } from '@/engine/agents/agents';
import { useAssistantLauncher } from '@/shared/chat/assistantLauncher';
import { clockTime } from '@/shared/chat/clockTime';
import { ShowEarlierButton } from '@/shared/chat/ShowEarlierButton';
import { TypingDots } from '@/shared/chat/TypingDots';
import { useMessageWindow } from '@/shared/chat/useMessageWindow';
import { toast } from '@/shared/toast/toastStore';
import { buttonClasses } from '@/shared/ui/buttonClasses';
import { MicIcon, SendIcon, StopIcon } from '@/shared/ui/icons';
import { AssistantMessageItem } from './AssistantMessageItem';
import { currentAgent } from './assistantStore';
import type { ConnectionStatus } from './connection';
import { useAssistant, useAssistantSession, useConnection } from './useAssistant';
import { useVoiceInput } from './useVoiceInput';
import { VOICE_AUTO_SEND_MS } from './voiceInput';
import { useIsClient } from '@/shared/ssr/useIsClient';

/** Spec §8: the banner shown while the server is not connected. */
export const DISCONNECTED_BANNER = 'Unable to connect to server. Please check your connection and try again.';
/** Spec §2. */
export const PLACEHOLDER = 'Tell me about your tattoo idea...';
const MAX_INPUT_HEIGHT_PX = 160;

const STATUS: Record<ConnectionStatus, { label: string; dot: string }> = {
  checking: { label: 'Checking...', dot: 'bg-amber-400' },
  connected: { label: 'Connected', dot: 'bg-emerald-500' },
  disconnected: { label: 'Disconnected', dot: 'bg-blood-500' },
};

/** The greeting is not stored: every conversation starts with it (spec §4). */
const GREETING_TIME = Date.now();

interface AssistantPanelProps {
  /** The title element: an h1 on the page, the dialog's title in the slide-over. */
  title: ReactNode;
  /** Extra header controls (the slide-over's close button). */
  actions?: ReactNode;
}

/**
 * The AI Assistant panel (spec §2 Chat assistant panel): one conversation with the five agents,
 * on the /chat page and in the slide-over.
 */
export function AssistantPanel({ title, actions }: AssistantPanelProps) {
  useAssistantSession();
  const isClient = useIsClient();
  const messages = useAssistant((s) => s.messages);
  const sending = useAssistant((s) => s.sending);
  const streaming = useAssistant((s) => s.streaming);
  const hydrated = useAssistant((s) => s.hydrated);
  const picked = useAssistant((s) => s.picked);
  const draft = useAssistant((s) => s.draft);
  const { setDraft, send, pick, talkTo, applyDesign, stop } = useAssistant((s) => s);
  const status = useConnection((s) => s.status);
  const agent = AGENT_BY_ID[currentAgent(messages)];
  const pickerId = useId();
  const inputId = useId();
  const input = useRef<HTMLTextAreaElement>(null);

  const last = messages[messages.length - 1];
  const { visible, hidden, showEarlier, scroller, onScroll } = useMessageWindow(messages, [sending, streaming], last?.role === 'user');

  // Screen readers hear each new reply once (not the whole history when the panel opens):
  // the newest message at hydration is the baseline; later agent replies are announced.
  const [baseline, setBaseline] = useState<string | null | undefined>(undefined);
  if (hydrated && baseline === undefined) setBaseline(last?.id ?? null);
  const announcement = baseline !== undefined && last && last.id !== baseline && last.role === 'agent' ? `${last.agent_name ?? 'Jess'}: ${last.content}` : '';

  // Resize the input to its content.
  useEffect(() => {
    const el = input.current;
    if (!el) return;
    el.style.height = 'auto';
    el.style.height = `${Math.min(el.scrollHeight, MAX_INPUT_HEIGHT_PX)}px`;
  }, [draft]);

  const submit = (text: string) => {
    if (!text.trim() || sending) return;
    void send(text);
  };

  // Spec §4: a recognised transcript fills the input and is sent 100 ms later if not empty.
  const voice = useVoiceInput((transcript) => {
    setDraft(transcript);
    if (!transcript.trim()) return;
    setTimeout(() => submit(transcript), VOICE_AUTO_SEND_MS);
  });

  const applyToDesigner = async (messageId: string) => {
    try {
      await applyDesign(messageId);
    } catch {
      toast({ title: "Couldn't update the design brief", description: 'Your browser storage refused the change. Please try again.', variant: 'destructive' });
    }
  };

  const disconnected = status === 'disconnected';
  return (
    <div className="flex h-full min-h-0 flex-col">
      <header className="pb-3">
        <div className="flex items-center gap-2">
          <div className="min-w-0 flex-1">{title}</div>
          <p
            role="status"
            data-testid="connection-status"
            data-status={status}
            className="inline-flex shrink-0 items-center gap-1.5 rounded-full border border-ink-200 px-2.5 py-1 text-xs font-semibold dark:border-ink-700"
          >
            <span aria-hidden="true" className={`size-2 rounded-full ${STATUS[status].dot} ${status === 'checking' ? 'animate-pulse' : ''}`} />
            {STATUS[status].label}
          </p>
          {actions}
        </div>
        <p className="mt-1 text-sm text-ink-600 dark:text-ink-300" data-testid="current-agent">
          Talking to <span className="font-semibold text-ink-950 dark:text-white">{agent.name}</span>
          {agent.name !== agent.role && <span> · {agent.role}</span>}
        </p>
      </header>

      <div className="flex flex-wrap items-center justify-between gap-2 pb-3">
        <div className="flex items-center gap-2">
          <label htmlFor={pickerId} className="text-sm text-ink-600 dark:text-ink-300">
            Ask
          </label>
          <select
            id={pickerId}
            value={picked ?? 'auto'}
            onChange={(e) => pick(isAgentId(e.target.value) ? e.target.value : null)}
            className="rounded-lg border border-ink-300 bg-white py-1.5 pl-2.5 pr-8 text-sm dark:border-ink-600 dark:bg-ink-900"
          >
            <option value="auto">Best agent for the question</option>
            {AGENTS.map((a) => (
              <option key={a.id} value={a.id}>
                {a.name}
                {a.name !== a.role ? ` (${a.role})` : ''}
              </option>
            ))}
          </select>
        </div>
        <p
          className="inline-flex items-center gap-1.5 rounded-full border border-ink-200 px-2.5 py-1 text-xs font-medium text-ink-700 dark:border-ink-700 dark:text-ink-200"
          data-testid="ai-provider"
          data-provider={disconnected ? 'on-device' : 'server'}
        >
          <span aria-hidden="true" className={`size-2 rounded-full ${disconnected ? 'bg-amber-500' : 'bg-emerald-500'}`} />
          <span className="sr-only">AI in use: </span>
          {disconnected ? PROVIDER_LABELS['on-device'] : 'InkClarity server'}
        </p>
      </div>

      <p className="-mt-1 pb-3 text-xs text-ink-600 dark:text-ink-300">
        Have a design or a reference photo?{' '}
        <Link to="/analyst" onClick={() => useAssistantLauncher.getState().setOpen(false)} className="font-semibold text-blood-700 underline underline-offset-2 dark:text-blood-400" data-testid="open-analyst">
          Ask the Analyst Agent
        </Link>{' '}
        for readability at size, pain, sittings and how it will age.
      </p>

      {disconnected && (
        <div role="alert" data-testid="disconnected-banner" className="mb-3 rounded-lg border border-blood-500/40 bg-blood-500/10 px-3 py-2 text-sm text-blood-800 dark:text-blood-300">
          <p className="font-semibold">{DISCONNECTED_BANNER}</p>
          <p className="mt-0.5 text-ink-700 dark:text-ink-200">Meanwhile the on-device AI answers your questions.</p>
        </div>
      )}

      <div
        ref={scroller}
        role="region"
        aria-label={`Conversation with the AI Assistant`}
        tabIndex={0}
        data-testid="message-list"
        onScroll={onScroll}
        className="relative min-h-0 flex-1 overflow-y-auto overscroll-contain rounded-xl bg-ink-50 p-3 outline-none focus-visible:ring-2 focus-visible:ring-blood-500 sm:p-4 dark:bg-ink-950/60"
      >
        {hidden > 0 && <ShowEarlierButton hidden={hidden} onClick={showEarlier} />}
        <ol className="flex flex-col gap-3" aria-label="Messages">
          <li className="flex flex-col items-start" data-role="agent" data-agent="jess">
            <div className="max-w-[90%] rounded-2xl rounded-bl-sm bg-white px-3.5 py-2.5 text-sm shadow-sm sm:max-w-[85%] dark:bg-ink-800">
              <p className="mb-0.5 text-xs font-bold text-blood-700 dark:text-blood-400">{AGENT_BY_ID.jess.name}</p>
              <p className="whitespace-pre-wrap">{JESS_GREETING}</p>
              <p className="mt-1 text-[0.7rem] text-ink-600 dark:text-ink-300">
                {/* The time of the visit: not in the build's pre-rendered page (it would be the build's), the line kept. */}
                {isClient ? <time dateTime={new Date(messages[0]?.timestamp ?? GREETING_TIME).toISOString()}>{clockTime(messages[0]?.timestamp ?? GREETING_TIME)}</time> : '\u00a0'}
              </p>
            </div>
          </li>
          {visible.map((m) => (
            <AssistantMessageItem key={m.id} message={m} busy={sending} onTalkTo={(id) => void talkTo(id)} onUseDesign={(id) => void applyToDesigner(id)} />
          ))}
          {sending && streaming && (
            // The reply as the model writes it; screen readers hear the finished reply once (below).
            <li className="flex flex-col items-start" data-role="agent" data-testid="streaming-reply" aria-busy="true">
              <div className="max-w-[90%] rounded-2xl rounded-bl-sm bg-white px-3.5 py-2.5 text-sm shadow-sm sm:max-w-[85%] dark:bg-ink-800">
                <p className="mb-0.5 text-xs font-bold text-blood-700 dark:text-blood-400">{picked ? AGENT_BY_ID[picked].name : agent.name}</p>
                <p className="whitespace-pre-wrap break-words">
                  {streaming}
                  <span aria-hidden="true" className="ml-0.5 inline-block h-3.5 w-1.5 animate-pulse bg-ink-400 align-[-2px] motion-reduce:animate-none" />
                </p>
              </div>
            </li>
          )}
          {sending && !streaming && (
            <li className="flex items-center gap-2 text-xs text-ink-600 dark:text-ink-300" data-testid="typing-indicator">
              <TypingDots />
              <span>{picked ? AGENT_BY_ID[picked].name : agent.name} is typing…</span>
            </li>
          )}
        </ol>
      </div>
      <div aria-live="polite" aria-atomic="true" className="sr-only" data-testid="chat-announcer">
        {announcement}
      </div>

      <form
        className="mt-3 flex items-end gap-2"
        onSubmit={(e) => {
          e.preventDefault();
          submit(draft);
        }}
      >
        <label htmlFor={inputId} className="sr-only">
          Message the AI Assistant
        </label>
        <textarea
          id={inputId}
          ref={input}
          rows={1}
          value={draft}
          placeholder={PLACEHOLDER}
          onChange={(e) => setDraft(e.target.value)}
          onKeyDown={(e) => {
            // Spec §5: Enter sends, Shift+Enter makes a new line.
            if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
              e.preventDefault();
              submit(draft);
            }
          }}
          className="min-h-11 flex-1 resize-none rounded-xl border border-ink-300 bg-white px-3 py-2.5 text-base text-ink-950 placeholder:text-ink-500 focus:border-blood-500 focus:outline-none focus:ring-2 focus:ring-blood-500/30 sm:text-sm dark:border-ink-600 dark:bg-ink-900 dark:text-ink-50 dark:placeholder:text-ink-400"
        />
        {voice.supported && (
          <button
            type="button"
            disabled={sending}
            aria-pressed={voice.listening}
            onClick={voice.listening ? voice.stop : voice.start}
            className={buttonClasses('secondary', 'h-11 shrink-0 px-3')}
            data-testid="voice-input"
          >
            {voice.listening ? (
              <>
                <span className="size-4 animate-spin rounded-full border-2 border-ink-300 border-t-blood-500" aria-hidden="true" />
                <span>Listening...</span>
              </>
            ) : (
              <>
                <MicIcon className="size-4" />
                <span className="sr-only">Voice input</span>
              </>
            )}
          </button>
        )}
        {sending && (
          <button type="button" onClick={stop} className={buttonClasses('secondary', 'h-11 shrink-0 px-3.5')} data-testid="stop-reply">
            <StopIcon className="size-4" />
            <span className="sr-only sm:not-sr-only">Stop</span>
            <span className="sr-only"> the reply</span>
          </button>
        )}
        <button type="submit" disabled={!draft.trim() || sending} className={buttonClasses('primary', 'h-11 shrink-0 px-3.5')}>
          <SendIcon className="size-4" />
          <span className="sr-only sm:not-sr-only">Send</span>
        </button>
      </form>
    </div>
  );
}
