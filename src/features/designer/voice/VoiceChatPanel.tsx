/**
 * Voice Chat (spec §2 Voice Chat panel, DESIGN.md §2 "Real voice"): talk to the current agent
 * with the browser's speech recognition, hear the reply, or type. The behaviour lives in
 * useVoiceSession.ts and the pure modules beside it; this file only lays it out.
 */
import { useCallback, useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { buttonClasses } from '@/shared/ui/buttonClasses';
import type { FieldSuggestion } from '@/engine/designBrief';
import type { AgentId } from '@/engine/types';
import { useSettings } from '@/stores/settingsStore';
import { MAX_CHAT_MESSAGE_CHARS } from '@/engine/types';
import { clockTime } from '@/shared/chat/clockTime';
import { useVoiceSession } from './useVoiceSession';
import { VOICE_COPY, VOICE_SPEEDS, VOICE_TYPES, type VoiceRate, type VoiceType } from './voiceCopy';
import { useVoiceConversation, type VoiceMessage } from './voiceConversationStore';
// Records this conversation as a consultation (signed-in users): its answers arrive only here.
import './voiceConsultations';
import { isListening, voiceBadge, type VoiceBadge } from './voiceSession';

export interface VoiceChatPanelProps {
  agentId: AgentId;
  agentName: string;
  onSuggestions: (s: FieldSuggestion[]) => void;
  onGenerate: () => void;
}

const MICROPHONE_PROBLEM_CLASSES = 'bg-amber-100 text-amber-950 dark:bg-amber-900/50 dark:text-amber-50';
const STATUS_CLASSES: Record<VoiceBadge, string> = {
  recording: 'bg-blood-600 text-white',
  speaking: 'bg-emerald-700 text-white',
  ready: 'bg-ink-100 text-ink-800 dark:bg-ink-800 dark:text-ink-100',
  'no-microphone': MICROPHONE_PROBLEM_CLASSES,
  'microphone-blocked': MICROPHONE_PROBLEM_CLASSES,
  'microphone-busy': MICROPHONE_PROBLEM_CLASSES,
};

export default function VoiceChatPanel({ agentId, agentName, onSuggestions, onGenerate }: VoiceChatPanelProps) {
  const levelFill = useRef<HTMLDivElement>(null);
  const levelMeter = useRef<HTMLDivElement>(null);
  const paintLevel = useCallback((level: number) => {
    const percent = Math.round(level * 100);
    if (levelFill.current) levelFill.current.style.transform = `scaleX(${level.toFixed(3)})`;
    if (levelMeter.current && levelMeter.current.getAttribute('aria-valuenow') !== String(percent)) {
      levelMeter.current.setAttribute('aria-valuenow', String(percent));
    }
  }, []);

  const voice = useVoiceSession({ agentId, agentName, onSuggestions, onGenerate, onLevel: paintLevel });
  const { phase, transcript, error, microphone, supported } = voice;
  const messages = useVoiceConversation((s) => s.messages);
  const muted = useSettings((s) => s.voiceMuted);
  const rate = useSettings((s) => s.voiceRate);
  const voiceType = useSettings((s) => s.voiceType);
  const updateSettings = useSettings((s) => s.update);
  // Until the stored settings are read, a change would be overwritten by the read.
  const settingsReady = useSettings((s) => s.hydrated);

  const [draft, setDraft] = useState('');
  const [settingsOpen, setSettingsOpen] = useState(false);
  const ids = useId();
  const status = voiceBadge(phase, microphone);
  const listening = isListening(phase);
  // Sent while the helper answers: queued and sent when it is free (queuedSend.ts), never dropped.
  const { queued } = voice;
  const canSend = draft.trim() !== '';

  const list = useRef<HTMLDivElement>(null);
  useEffect(() => {
    list.current?.scrollTo({ top: list.current.scrollHeight });
  }, [messages.length]);

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (voice.submitText(draft) !== 'none') setDraft('');
  };
  const cancelQueued = () => {
    const text = voice.cancelQueued();
    if (text !== null) setDraft(text);
  };
  const onDraftKey = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    // Enter sends, Shift+Enter starts a new line (as in the chat panel, spec §5).
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      submit();
    }
  };

  return (
    <section
      aria-labelledby={`${ids}-title`}
      className="flex flex-col gap-4 rounded-2xl border border-ink-200 bg-white p-4 shadow-sm sm:p-6 dark:border-ink-700 dark:bg-ink-900"
    >
      <header className="flex flex-wrap items-center justify-between gap-3">
        <div className="min-w-0">
          <h2 id={`${ids}-title`} className="text-lg font-black tracking-tight">
            {VOICE_COPY.title}
          </h2>
          <p className="text-sm text-ink-600 dark:text-ink-300">
            with <span className="font-semibold text-ink-900 dark:text-ink-50">{agentName}</span>
          </p>
        </div>
        <div className="flex items-center gap-2">
          <span
            data-testid="voice-status"
            className={`rounded-full px-3 py-1 text-xs font-bold uppercase tracking-wide ${STATUS_CLASSES[status]}`}
          >
            <span className="sr-only">Status: </span>
            {VOICE_COPY.status[status]}
          </span>
          <button
            type="button"
            aria-pressed={muted}
            disabled={!settingsReady}
            onClick={() => voice.setMuted(!muted)}
            className={buttonClasses('secondary', 'px-3')}
            title={muted ? 'Spoken replies are off' : 'Spoken replies are on'}
          >
            <SpeakerGlyph muted={muted} />
            <span>{muted ? 'Unmute' : 'Mute'}</span>
            <span className="sr-only"> spoken replies</span>
          </button>
          <button
            type="button"
            aria-expanded={settingsOpen}
            aria-controls={`${ids}-settings`}
            onClick={() => setSettingsOpen((open) => !open)}
            className={buttonClasses('secondary', 'px-3')}
          >
            <GearGlyph />
            <span className="sr-only sm:not-sr-only">Voice settings</span>
          </button>
        </div>
      </header>

      {settingsOpen && (
        <div id={`${ids}-settings`} className="grid gap-3 rounded-xl bg-ink-50 p-3 sm:grid-cols-2 dark:bg-ink-800">
          <label className="flex flex-col gap-1 text-sm font-medium">
            {VOICE_COPY.settings.speed}
            <select
              value={rate}
              disabled={!settingsReady}
              onChange={(e) => void updateSettings({ voiceRate: Number(e.target.value) as VoiceRate })}
              className="rounded-lg border border-ink-300 bg-white px-3 py-2 dark:border-ink-600 dark:bg-ink-900"
            >
              {VOICE_SPEEDS.map((speed) => (
                <option key={speed.rate} value={speed.rate}>
                  {speed.label} ({speed.rate.toFixed(1)})
                </option>
              ))}
            </select>
          </label>
          <label className="flex flex-col gap-1 text-sm font-medium">
            {VOICE_COPY.settings.type}
            <select
              value={voiceType}
              disabled={!settingsReady}
              onChange={(e) => void updateSettings({ voiceType: e.target.value as VoiceType })}
              className="rounded-lg border border-ink-300 bg-white px-3 py-2 dark:border-ink-600 dark:bg-ink-900"
            >
              {VOICE_TYPES.map((type) => (
                <option key={type.value} value={type.value}>
                  {type.label}
                </option>
              ))}
            </select>
          </label>
        </div>
      )}

      <div
        ref={list}
        role="log"
        aria-live="polite"
        aria-label={`Conversation with ${agentName}`}
        tabIndex={0}
        className="flex max-h-96 min-h-40 flex-col overflow-y-auto rounded-xl border border-ink-100 p-3 focus-visible:outline-2 focus-visible:outline-blood-500 dark:border-ink-800"
      >
        {messages.length === 0 ? (
          <p className="m-auto text-center text-sm text-ink-500 dark:text-ink-400">{VOICE_COPY.emptyConversation}</p>
        ) : (
          <ol className="flex flex-col gap-3">
            {messages.map((message) => (
              <MessageItem key={message.id} message={message} />
            ))}
          </ol>
        )}
      </div>

      {!supported && (
        <p role="note" className="rounded-xl border border-amber-500/50 bg-amber-50 p-3 text-sm text-amber-900 dark:bg-amber-950/40 dark:text-amber-100">
          {VOICE_COPY.unsupported}
        </p>
      )}

      {supported && (
        <div className="flex flex-col gap-3">
          <ul className="flex flex-wrap gap-2 text-xs font-semibold" aria-label="Voice indicators">
            <Indicator label={VOICE_COPY.indicators.microphone} on={listening} unavailable={microphone !== null && !listening} />
            <Indicator label={VOICE_COPY.indicators.speaker} on={phase === 'speaking'} />
            <Indicator label={VOICE_COPY.indicators.processing} on={phase === 'processing'} />
          </ul>

          {listening && (
            <div className="flex items-center gap-3">
              <span className="text-sm font-semibold text-blood-700 dark:text-blood-400">{VOICE_COPY.listening}</span>
              <div
                ref={levelMeter}
                role="meter"
                aria-label="Microphone level"
                aria-valuemin={0}
                aria-valuemax={100}
                aria-valuenow={0}
                className="h-2.5 flex-1 overflow-hidden rounded-full bg-ink-100 dark:bg-ink-800"
              >
                <div ref={levelFill} style={{ transform: 'scaleX(0)' }} className="h-full origin-left rounded-full bg-blood-600 transition-transform duration-75" />
              </div>
            </div>
          )}

          <div>
            <h3 id={`${ids}-transcript`} className="text-sm font-semibold">
              {VOICE_COPY.transcription}
            </h3>
            <p
              aria-labelledby={`${ids}-transcript`}
              data-testid="voice-transcript"
              className="mt-1 min-h-12 rounded-xl border border-ink-200 bg-ink-50 p-3 text-sm dark:border-ink-700 dark:bg-ink-950"
            >
              {transcript.finalText || transcript.interimText ? (
                <>
                  {transcript.finalText}
                  {transcript.finalText && transcript.interimText ? ' ' : ''}
                  <span className="text-ink-500 italic dark:text-ink-400">{transcript.interimText}</span>
                </>
              ) : (
                <span className="text-ink-500 dark:text-ink-400">{VOICE_COPY.transcriptEmpty}</span>
              )}
            </p>
          </div>

          <div className="flex flex-wrap items-center gap-3">
            {listening || phase === 'stopping' ? (
              <button type="button" onClick={voice.stopRecording} disabled={phase === 'stopping'} className={buttonClasses('danger')}>
                <span className="size-2.5 rounded-sm bg-white" aria-hidden="true" />
                {VOICE_COPY.stopRecording}
              </button>
            ) : (
              <button type="button" onClick={() => void voice.startRecording()} disabled={phase === 'processing'} className={buttonClasses('primary')}>
                <MicGlyph />
                {VOICE_COPY.startRecording}
              </button>
            )}
            {phase === 'processing' && (
              <p role="status" className="flex items-center gap-2 text-sm text-ink-600 dark:text-ink-300">
                <span className="size-4 animate-spin rounded-full border-2 border-ink-300 border-t-blood-600" aria-hidden="true" />
                {VOICE_COPY.processing}
              </p>
            )}
          </div>
        </div>
      )}

      {error && (
        <p role="alert" className="rounded-xl border border-blood-600/50 bg-blood-600/10 p-3 text-sm font-medium text-blood-700 dark:text-blood-400">
          {error}
        </p>
      )}

      <form onSubmit={submit} className="flex flex-col gap-2 sm:flex-row sm:items-end">
        <label htmlFor={`${ids}-draft`} className="sr-only">
          Message to {agentName}
        </label>
        <textarea
          id={`${ids}-draft`}
          rows={2}
          value={draft}
          onChange={(e) => setDraft(e.target.value)}
          onKeyDown={onDraftKey}
          placeholder={VOICE_COPY.placeholder}
          maxLength={MAX_CHAT_MESSAGE_CHARS}
          className="min-h-12 flex-1 resize-y rounded-xl border border-ink-300 bg-white px-3 py-2 text-sm placeholder:text-ink-500 dark:border-ink-600 dark:bg-ink-950 dark:placeholder:text-ink-400"
        />
        <button type="submit" disabled={!canSend} className={buttonClasses('primary')}>
          {VOICE_COPY.send}
        </button>
      </form>
      {queued !== null && (
        <div role="status" data-testid="voice-queued" className="flex items-start justify-between gap-3 rounded-xl bg-ink-50 p-3 text-sm dark:bg-ink-800">
          <p className="min-w-0">
            <span className="font-semibold">{VOICE_COPY.queued(agentName)}</span>{' '}
            <span className="break-words whitespace-pre-wrap text-ink-700 dark:text-ink-200">{queued}</span>
          </p>
          <button type="button" onClick={cancelQueued} className={buttonClasses('secondary', 'shrink-0 px-3')}>
            {VOICE_COPY.cancelQueued}
          </button>
        </div>
      )}
    </section>
  );
}

function MessageItem({ message }: { message: VoiceMessage }) {
  const mine = message.role === 'user';
  return (
    <li className={`flex max-w-[85%] flex-col gap-1 ${mine ? 'self-end items-end' : 'self-start items-start'}`}>
      <div
        className={`rounded-2xl px-3 py-2 text-sm whitespace-pre-wrap ${
          mine ? 'bg-blood-700 text-white' : 'bg-ink-100 text-ink-950 dark:bg-ink-800 dark:text-ink-50'
        }`}
      >
        {!mine && <p className="mb-0.5 text-xs font-bold">{message.agentName ?? 'Agent'}</p>}
        <p>{message.content}</p>
        {message.cards && (
          <ul className="mt-2 flex flex-col gap-1.5">
            {message.cards.map((card) => (
              <li key={card.title} className="rounded-lg bg-white/70 p-2 text-xs dark:bg-ink-900/70">
                <span className="font-semibold">{card.title}</span>: {card.description}
                {card.href && <a href={card.href} className="ml-1 font-semibold text-blood-700 underline dark:text-blood-300">Book with {card.title.split(' — ')[0]}</a>}
              </li>
            ))}
          </ul>
        )}
        {message.tips && (
          <ul className="mt-2 list-disc pl-5 text-xs">
            {message.tips.map((tip) => (
              <li key={tip}>{tip}</li>
            ))}
          </ul>
        )}
        {message.handoff && <p className="mt-2 text-xs italic">Suggested next: {message.handoff.reason}</p>}
      </div>
      <p className="text-xs text-ink-500 dark:text-ink-400">
        {mine && message.via === 'voice' && <span>Spoken · </span>}
        <time dateTime={new Date(message.timestamp).toISOString()}>{clockTime(message.timestamp)}</time>
        {message.source === 'device' && <span> · {VOICE_COPY.answeredOnDevice}</span>}
      </p>
    </li>
  );
}

function Indicator({ label, on, unavailable = false }: { label: string; on: boolean; unavailable?: boolean }) {
  const look = on
    ? 'border-blood-600 text-blood-700 dark:text-blood-400'
    : unavailable
      ? 'border-amber-500 text-amber-900 dark:text-amber-200'
      : 'border-ink-200 text-ink-600 dark:border-ink-700 dark:text-ink-300';
  const dot = on ? 'animate-pulse bg-blood-600' : unavailable ? 'bg-amber-500' : 'bg-ink-300 dark:bg-ink-600';
  return (
    <li className={`flex items-center gap-1.5 rounded-full border px-2.5 py-1 ${look}`} data-active={on} data-unavailable={unavailable || undefined}>
      <span className={`size-2 rounded-full ${dot}`} aria-hidden="true" />
      {label}
      <span className="sr-only">{on ? ' on' : unavailable ? VOICE_COPY.indicators.unavailable : ' off'}</span>
    </li>
  );
}

function MicGlyph() {
  return (
    <svg viewBox="0 0 24 24" className="size-4" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
      <rect x="9" y="3" width="6" height="11" rx="3" />
      <path d="M5 11a7 7 0 0 0 14 0M12 18v3" strokeLinecap="round" />
    </svg>
  );
}

function SpeakerGlyph({ muted }: { muted: boolean }) {
  return (
    <svg viewBox="0 0 24 24" className="size-4" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
      <path d="M4 9h4l5-4v14l-5-4H4z" strokeLinejoin="round" />
      {muted ? <path d="M17 9l4 6M21 9l-4 6" strokeLinecap="round" /> : <path d="M16.5 8.5a5 5 0 0 1 0 7M19 6a8.5 8.5 0 0 1 0 12" strokeLinecap="round" />}
    </svg>
  );
}

function GearGlyph() {
  return (
    <svg viewBox="0 0 24 24" className="size-4" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
      <circle cx="12" cy="12" r="3" />
      <path d="M12 2v3M12 19v3M2 12h3M19 12h3M4.9 4.9l2.1 2.1M17 17l2.1 2.1M4.9 19.1 7 17M17 7l2.1-2.1" strokeLinecap="round" />
    </svg>
  );
}
