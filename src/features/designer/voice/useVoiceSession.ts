/**
 * The Voice Chat panel's behaviour: the microphone, recognition, the agent and the speaker,
 * driven by the state machine in voiceSession.ts. The panel component only renders what this
 * returns. Browser callbacks can arrive late (after a stop, an agent switch or unmount); each
 * recording run has its own `RecordingRun` object and callbacks of a run that is no longer
 * current are ignored.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { toast } from '@/shared/toast/toastStore';
import type { FieldSuggestion } from '@/engine/designBrief';
import { warmDeviceEngine } from '@/ai/engineWorker/deviceEngine';
import type { AgentId } from '@/engine/types';
import { settingsStore } from '@/stores/settingsStore';
import { openMicrophoneMeter, type MicrophoneMeter } from './microphoneMeter';
import { classifyRecognitionError, microphoneFailureCause, recognitionFailureCause, voiceFailureToast, type VoiceFailureCause } from './recognitionErrors';
import { createRecognition, speechRecognitionConstructor, type SpeechRecognitionLike } from './speechInput';
import { speak, speechSynthesisAvailable } from './speechOutput';
import { assembleTranscript, chunksFromResults, fullTranscript, type TranscriptParts } from './transcript';
import { VOICE_COPY } from './voiceCopy';
import { designerStore } from '../useDesigner';
import { voiceCommands } from './voiceCommands';
import { useVoiceConversation } from './voiceConversationStore';
import { isBusy, isMicrophoneProblem, isSessionActive, nextVoicePhase, type MicrophoneProblem, type VoiceEvent, type VoicePhase } from './voiceSession';
import { queuedToSend, sendAction } from './queuedSend';

/** After Stop, the recogniser delivers its last words and ends; if it never does, we stop waiting. */
export const STOP_GRACE_MS = 2_000;
/** A run shorter than this that ended on its own counts as a failed start (service unreachable). */
const MIN_HEALTHY_RUN_MS = 1_000;
/** That many failed starts in a row end the session with 'Voice error' instead of looping. */
const MAX_QUICK_RESTARTS = 3;

const EMPTY_TRANSCRIPT: TranscriptParts = { finalText: '', interimText: '' };

interface RecordingRun {
  recognition: SpeechRecognitionLike | null;
  meter: MicrophoneMeter | null;
  /** Words settled in earlier recognition runs of this session (see transcript.ts). */
  committed: string;
  parts: TranscriptParts;
  stopRequested: boolean;
  stopTimer: ReturnType<typeof setTimeout> | undefined;
  /** 'Voice session started' was shown: the session counts as begun. */
  announced: boolean;
  runStartedAt: number;
  quickRestarts: number;
  /** The level meter gave the microphone up so the recogniser could have it (see onerror). */
  meterDropped: boolean;
}

export interface VoiceSessionOptions {
  agentId: AgentId;
  agentName: string;
  onSuggestions: (suggestions: FieldSuggestion[]) => void;
  onGenerate: () => void;
  /** Paints the live microphone level (0–1) without a React render per animation frame. */
  onLevel: (level: number) => void;
}

export function useVoiceSession({ agentId, agentName, onSuggestions, onGenerate, onLevel }: VoiceSessionOptions) {
  const [Recognition] = useState(() => speechRecognitionConstructor());
  const [phase, setPhase] = useState<VoicePhase>('idle');
  const [transcript, setTranscript] = useState<TranscriptParts>(EMPTY_TRANSCRIPT);
  const [error, setError] = useState<string | null>(null);
  const [microphone, setMicrophone] = useState<MicrophoneProblem | null>(null);

  const phaseRef = useRef<VoicePhase>('idle');
  const runRef = useRef<RecordingRun | null>(null);
  const silenceRef = useRef<(() => void) | null>(null);
  const mountedRef = useRef(false);
  const latest = useRef({ agentId, agentName, onSuggestions, onGenerate, onLevel });
  useEffect(() => {
    latest.current = { agentId, agentName, onSuggestions, onGenerate, onLevel };
  });

  // A message sent while the helper answers waits here (queuedSend.ts) and goes once it is free.
  const [queued, setQueued] = useState<string | null>(null);
  const queuedRef = useRef<string | null>(null);
  /** The user's previous message: a fragment after an off-topic question ("and coffee?") writes nothing. */
  const previousUserRef = useRef('');
  const sendQueuedRef = useRef<(text: string) => void>(() => {});
  const releaseQueued = useCallback(() => {
    const text = queuedToSend(phaseRef.current, queuedRef.current);
    if (text === null) return;
    queuedRef.current = null;
    setQueued(null);
    // After the current call stack (a reply or a transition) has finished.
    queueMicrotask(() => sendQueuedRef.current(text));
  }, []);

  const transition = useCallback(
    (event: VoiceEvent): VoicePhase => {
      phaseRef.current = nextVoicePhase(phaseRef.current, event);
      setPhase(phaseRef.current);
      releaseQueued();
      return phaseRef.current;
    },
    [releaseQueued],
  );

  const stopSpeaking = useCallback(() => {
    const silence = silenceRef.current;
    silenceRef.current = null;
    silence?.();
  }, []);

  /** Releases everything a run holds. `abort` discards pending results (nothing will be sent). */
  const releaseRun = useCallback((run: RecordingRun, abort: boolean) => {
    if (runRef.current === run) runRef.current = null;
    clearTimeout(run.stopTimer);
    run.meter?.close();
    run.meter = null;
    const recognition = run.recognition;
    if (recognition) {
      recognition.onstart = recognition.onresult = recognition.onerror = recognition.onend = null;
      if (abort) {
        try {
          recognition.abort();
        } catch {
          // Already ended.
        }
      }
    }
  }, []);

  // One toast with the true cause; no inline error beside it (issue #20). The badge says the same
  // (issue #37): 'No microphone', not 'Ready', until a recording starts.
  const voiceFailed = useCallback((cause: VoiceFailureCause) => {
    if (isMicrophoneProblem(cause)) setMicrophone(cause);
    toast({ ...voiceFailureToast(cause), variant: 'destructive' });
  }, []);

  /** Ends the current recording without sending it (agent switch, leaving the panel). */
  const abandonRecording = useCallback(() => {
    const run = runRef.current;
    if (!run) return;
    releaseRun(run, true);
    if (run.announced) toast({ title: VOICE_COPY.sessionEnded });
  }, [releaseRun]);

  const process = useCallback(
    async (text: string, via: 'voice' | 'text') => {
      // The engine reads the message in its worker, with the tagger (open-vocabulary subjects).
      const commands = await voiceCommands(text, designerStore.getState().slots, previousUserRef.current).catch((error: unknown) => {
        console.warn('Voice Chat: no design details read from the message', error);
        return { suggestions: [], triggerGeneration: false };
      });
      previousUserRef.current = text;
      if (commands.suggestions.length > 0) latest.current.onSuggestions(commands.suggestions);
      if (commands.triggerGeneration) latest.current.onGenerate();
      try {
        const { reply } = await useVoiceConversation.getState().ask({ text, via, agent: latest.current.agentId });
        if (!mountedRef.current) return;
        const { voiceMuted, voiceRate, voiceType } = settingsStore.use.getState();
        const speakNow = !voiceMuted && speechSynthesisAvailable() && phaseRef.current === 'processing';
        transition({ type: 'replied', speak: speakNow });
        if (!speakNow) return;
        silenceRef.current = speak(reply.message, {
          rate: voiceRate,
          type: voiceType,
          onDone: () => {
            silenceRef.current = null;
            if (mountedRef.current) transition({ type: 'spoken' });
          },
        });
      } catch (err) {
        console.error('Voice Chat: the message could not be processed', err);
        if (!mountedRef.current) return;
        transition({ type: 'failed' });
        setError(via === 'voice' ? VOICE_COPY.processVoiceFailed : VOICE_COPY.processMessageFailed);
      }
    },
    [transition],
  );

  const finishStop = useCallback(
    (run: RecordingRun) => {
      if (runRef.current !== run) return;
      releaseRun(run, true);
      const text = fullTranscript(run.parts);
      toast({ title: VOICE_COPY.sessionEnded });
      transition({ type: 'ended', heardSomething: text !== '' });
      if (text) void process(text, 'voice');
    },
    [process, releaseRun, transition],
  );

  const startRecording = useCallback(async () => {
    // Load the engine and its tagger (in their worker) while the person speaks, so the first transcript does not wait.
    void warmDeviceEngine();
    if (!Recognition) return;
    if (phaseRef.current === 'speaking') stopSpeaking();
    if (transition({ type: 'start' }) !== 'starting') return;
    setError(null);
    setTranscript(EMPTY_TRANSCRIPT);
    const run: RecordingRun = {
      recognition: null,
      meter: null,
      committed: '',
      parts: EMPTY_TRANSCRIPT,
      stopRequested: false,
      stopTimer: undefined,
      announced: false,
      runStartedAt: 0,
      quickRestarts: 0,
      meterDropped: false,
    };
    runRef.current = run;

    let meter: MicrophoneMeter;
    try {
      meter = await openMicrophoneMeter((level) => latest.current.onLevel(level));
    } catch (err) {
      console.warn('Voice Chat: microphone unavailable', err);
      if (runRef.current !== run) return;
      releaseRun(run, true);
      transition({ type: 'failed' });
      voiceFailed(microphoneFailureCause(err));
      return;
    }
    if (runRef.current !== run) {
      meter.close(); // Stopped or switched agent while the permission prompt was open.
      return;
    }
    run.meter = meter;

    const recognition = createRecognition(Recognition);
    run.recognition = recognition;
    recognition.onstart = () => {
      if (runRef.current !== run) return;
      run.runStartedAt = Date.now();
      if (run.announced) return;
      run.announced = true;
      setMicrophone(null);
      transition({ type: 'started' });
      toast({ title: VOICE_COPY.sessionStarted, description: `Talking to ${latest.current.agentName}.` });
    };
    recognition.onresult = (event) => {
      if (runRef.current !== run) return;
      run.quickRestarts = 0;
      run.parts = assembleTranscript(run.committed, chunksFromResults(event.results));
      setTranscript(run.parts);
    };
    recognition.onerror = (event) => {
      if (runRef.current !== run) return;
      const kind = classifyRecognitionError(event.error);
      if (kind === 'aborted' || kind === 'silence') return; // 'end' follows; silence keeps listening.
      if (event.error === 'audio-capture' && run.meter && !run.meterDropped) {
        // Some devices (Android) give the microphone to one capture at a time: let the recogniser
        // have it and go on without the level bar. 'end' follows and restarts recognition.
        console.warn('Voice Chat: microphone busy; listening without the level meter');
        run.meter.close();
        run.meter = null;
        run.meterDropped = true;
        return;
      }
      console.warn('Voice Chat: speech recognition error', event.error, event.message);
      releaseRun(run, true);
      transition({ type: 'failed' });
      voiceFailed(recognitionFailureCause(event.error));
    };
    recognition.onend = () => {
      if (runRef.current !== run) return;
      if (run.stopRequested) {
        finishStop(run);
        return;
      }
      // Chrome ends continuous recognition after a pause or about a minute; keep listening.
      run.quickRestarts = Date.now() - run.runStartedAt < MIN_HEALTHY_RUN_MS ? run.quickRestarts + 1 : 0;
      run.committed = fullTranscript(run.parts);
      run.parts = { finalText: run.committed, interimText: '' };
      setTranscript(run.parts);
      try {
        if (run.quickRestarts > MAX_QUICK_RESTARTS) throw new Error('speech recognition keeps ending at once');
        recognition.start();
      } catch (err) {
        console.warn('Voice Chat: could not keep listening', err);
        releaseRun(run, true);
        transition({ type: 'failed' });
        voiceFailed('unknown');
      }
    };
    try {
      recognition.start();
    } catch (err) {
      console.warn('Voice Chat: speech recognition did not start', err);
      releaseRun(run, true);
      transition({ type: 'failed' });
      voiceFailed('unknown');
    }
  }, [Recognition, finishStop, voiceFailed, releaseRun, stopSpeaking, transition]);

  const stopRecording = useCallback(() => {
    const run = runRef.current;
    if (!run) return;
    if (!run.recognition || !run.announced) {
      // Stopped before the microphone opened: nothing was recorded.
      releaseRun(run, true);
      transition({ type: 'cancel' });
      return;
    }
    transition({ type: 'stop' });
    run.stopRequested = true;
    // The microphone is released now; the recogniser still delivers its last words.
    run.meter?.close();
    run.meter = null;
    try {
      run.recognition.stop();
    } catch {
      finishStop(run);
      return;
    }
    run.stopTimer = setTimeout(() => finishStop(run), STOP_GRACE_MS);
  }, [finishStop, releaseRun, transition]);

  const sendText = useCallback(
    (text: string): boolean => {
      const message = text.trim();
      if (!message || isBusy(phaseRef.current)) return false;
      if (phaseRef.current === 'speaking') stopSpeaking();
      transition({ type: 'sendText' });
      setError(null);
      void process(message, 'text');
      return true;
    },
    [process, stopSpeaking, transition],
  );
  useEffect(() => {
    sendQueuedRef.current = (text) => {
      if (mountedRef.current) sendText(text);
    };
  }, [sendText]);

  /** Enter / Send Message: sends now, or queues while the helper answers; 'none' for a blank draft. */
  const submitText = useCallback(
    (draft: string): 'sent' | 'queued' | 'none' => {
      const action = sendAction(draft, phaseRef.current, queuedRef.current);
      if (action.kind === 'none') return 'none';
      if (action.kind === 'send') return sendText(action.text) ? 'sent' : 'none';
      queuedRef.current = action.queued;
      setQueued(action.queued);
      releaseQueued();
      return 'queued';
    },
    [releaseQueued, sendText],
  );

  /** Takes the queued message back (the panel puts it in the box again). */
  const cancelQueued = useCallback((): string | null => {
    const text = queuedRef.current;
    queuedRef.current = null;
    setQueued(null);
    return text;
  }, []);

  const setMuted = useCallback(
    (muted: boolean) => {
      void settingsStore.use.getState().update({ voiceMuted: muted });
      if (muted && phaseRef.current === 'speaking') stopSpeaking();
    },
    [stopSpeaking],
  );

  // Spec §4: switching agent ends an active voice session first, then says so.
  const previousAgent = useRef(agentId);
  useEffect(() => {
    if (previousAgent.current === agentId) return;
    previousAgent.current = agentId;
    if (!isSessionActive(phaseRef.current)) return;
    abandonRecording();
    stopSpeaking();
    transition({ type: 'cancel' });
    toast({ title: VOICE_COPY.agentSwitched, description: `Now talking to ${agentName}.` });
  }, [agentId, agentName, abandonRecording, stopSpeaking, transition]);

  // Leaving the panel (another tab, another page) closes the microphone and the speaker.
  useEffect(() => {
    mountedRef.current = true;
    // Chrome loads its voice list lazily; ask early so the first reply has the chosen voice.
    if (speechSynthesisAvailable()) globalThis.speechSynthesis.getVoices();
    void useVoiceConversation.getState().hydrate();
    return () => {
      mountedRef.current = false;
      abandonRecording();
      stopSpeaking();
      phaseRef.current = 'idle';
    };
  }, [abandonRecording, stopSpeaking]);

  return { phase, transcript, error, microphone, supported: Recognition !== null, startRecording, stopRecording, sendText, submitText, queued, cancelQueued, setMuted, stopSpeaking };
}
