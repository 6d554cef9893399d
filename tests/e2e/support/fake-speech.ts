/**
 * A local stand-in for the browser's speech services, injected before the app loads
 * (page.addInitScript). Chromium's recogniser streams audio to Google's cloud, which cannot be
 * reached here, so recognition is replaced by a scriptable object the test drives:
 * `window.__fakeSpeech.say('...')` delivers words exactly as Chrome's continuous recogniser does
 * (a growing result list with interim and final results). Speech synthesis is replaced by a
 * recorder (what was spoken, at what rate, pitch and voice). The microphone is a real audio
 * stream — an oscillator through Web Audio — so the level meter measures real samples; it can
 * also refuse permission.
 */
import type { Page } from '@playwright/test';

export interface FakeSpeechOptions {
  /** false: the browser has no speech recognition at all. */
  recognition?: boolean;
  /** 'deny': getUserMedia rejects with NotAllowedError. */
  /** 'none': no microphone on the device (getUserMedia's NotFoundError). */
  microphone?: 'allow' | 'deny' | 'none';
  /** Voices speechSynthesis.getVoices() lists; default a Chrome desktop set with both types. */
  voices?: { name: string; lang: string; localService?: boolean; default?: boolean }[];
  /** How long each fake utterance "plays", so the Speaking state can be seen. */
  speakMs?: number;
}

export interface SpokenUtterance {
  text: string;
  rate: number;
  pitch: number;
  voice: string | null;
  lang: string;
}

/** What the test reads back from the page. */
export interface FakeSpeechState {
  spoken: SpokenUtterance[];
  recognitionStarts: number;
  lastRecognition: { continuous: boolean; interimResults: boolean; lang: string } | null;
  openStreams: number;
  stoppedTracks: number;
}

export const CHROME_VOICES = [
  { name: 'Google Deutsch', lang: 'de-DE' },
  { name: 'Google US English', lang: 'en-US', default: true },
  { name: 'Google UK English Female', lang: 'en-GB' },
  { name: 'Google UK English Male', lang: 'en-GB' },
];

export async function installFakeSpeech(page: Page, options: FakeSpeechOptions = {}): Promise<void> {
  await page.addInitScript(fakeSpeechInit, {
    recognition: options.recognition ?? true,
    microphone: options.microphone ?? 'allow',
    voices: options.voices ?? CHROME_VOICES,
    speakMs: options.speakMs ?? 400,
  });
}

/** Runs in the page before any app script. Self-contained: no imports, no closures. */
function fakeSpeechInit(config: Required<FakeSpeechOptions>): void {
  type Handler<E = void> = ((event: E) => void) | null;
  interface Result extends Array<{ transcript: string; confidence: number }> {
    isFinal: boolean;
  }

  const state = {
    spoken: [] as SpokenUtterance[],
    recognitionStarts: 0,
    lastRecognition: null as FakeSpeechState['lastRecognition'],
    openStreams: 0,
    stoppedTracks: 0,
  };

  class FakeRecognition {
    continuous = false;
    interimResults = false;
    lang = '';
    maxAlternatives = 1;
    onstart: Handler = null;
    onresult: Handler<{ resultIndex: number; results: Result[] }> = null;
    onerror: Handler<{ error: string; message: string }> = null;
    onend: Handler = null;
    running = false;
    results: Result[] = [];

    start() {
      if (this.running) throw new DOMException('recognition has already started', 'InvalidStateError');
      this.running = true;
      this.results = [];
      state.recognitionStarts += 1;
      state.lastRecognition = { continuous: this.continuous, interimResults: this.interimResults, lang: this.lang };
      fake.active = this;
      setTimeout(() => this.running && this.onstart?.(), 20);
    }
    stop() {
      if (!this.running) return;
      // Chrome settles what it was still recognising, then ends.
      setTimeout(() => {
        const pending = this.results.filter((r) => !r.isFinal);
        if (pending.length > 0) {
          for (const r of pending) r.isFinal = true;
          this.emit(this.results.indexOf(pending[0]!));
        }
        this.finish();
      }, 60);
    }
    abort() {
      if (!this.running) return;
      setTimeout(() => {
        this.onerror?.({ error: 'aborted', message: '' });
        this.finish();
      }, 10);
    }
    finish() {
      this.running = false;
      if (fake.active === this) fake.active = null;
      this.onend?.();
    }
    emit(resultIndex: number) {
      this.onresult?.({ resultIndex, results: this.results });
    }
    hear(text: string, isFinal: boolean) {
      // An interim result is replaced by the next one; a final one stays.
      const last = this.results[this.results.length - 1];
      if (last && !last.isFinal) this.results.pop();
      const result = Object.assign([{ transcript: text, confidence: 0.9 }], { isFinal }) as Result;
      this.results.push(result);
      this.emit(this.results.length - 1);
    }
  }

  const fake = {
    active: null as FakeRecognition | null,
    state,
    /** Hear words; interim ones are shown and then replaced. */
    say(text: string, isFinal = true) {
      if (!fake.active) throw new Error('fake speech: recognition is not running');
      fake.active.hear(text, isFinal);
    },
    /** A recognition error, followed by the end of the run, as Chrome sends them. */
    fail(code: string) {
      const active = fake.active;
      if (!active) throw new Error('fake speech: recognition is not running');
      active.onerror?.({ error: code, message: `fake ${code}` });
      active.finish();
    },
    /** The recogniser ends on its own (Chrome does after a pause or about a minute). */
    endRun() {
      fake.active?.finish();
    },
  };
  (window as unknown as { __fakeSpeech: typeof fake }).__fakeSpeech = fake;

  const w = window as unknown as Record<string, unknown>;
  if (config.recognition) {
    w.SpeechRecognition = FakeRecognition;
    w.webkitSpeechRecognition = FakeRecognition;
  } else {
    delete w.SpeechRecognition;
    delete w.webkitSpeechRecognition;
    // Chromium defines the prefixed constructor on the prototype chain; hide it there too.
    Object.defineProperty(window, 'webkitSpeechRecognition', { value: undefined, configurable: true, writable: true });
  }

  // Speech synthesis: a recorder that "plays" each utterance for speakMs.
  const voices = config.voices.map((v) => ({ voiceURI: v.name, localService: false, default: false, ...v }));
  class FakeUtterance {
    text: string;
    rate = 1;
    pitch = 1;
    volume = 1;
    lang = '';
    voice: { name: string } | null = null;
    onend: Handler = null;
    onerror: Handler<{ error: string }> = null;
    constructor(text = '') {
      this.text = text;
    }
  }
  // Like the real engine, utterances queue and play one after another.
  const queue: FakeUtterance[] = [];
  let playing: { utterance: FakeUtterance; timer: number } | null = null;
  const playNext = () => {
    const utterance = queue.shift();
    if (!utterance) {
      playing = null;
      synth.speaking = false;
      return;
    }
    synth.speaking = true;
    const timer = window.setTimeout(() => {
      playing = null;
      utterance.onend?.();
      playNext();
    }, config.speakMs);
    playing = { utterance, timer };
  };
  const synth = {
    speaking: false,
    pending: false,
    paused: false,
    getVoices: () => voices,
    speak(utterance: FakeUtterance) {
      state.spoken.push({ text: utterance.text, rate: utterance.rate, pitch: utterance.pitch, voice: utterance.voice?.name ?? null, lang: utterance.lang });
      queue.push(utterance);
      if (!playing) playNext();
    },
    cancel() {
      const pending = queue.splice(0);
      const current = playing;
      playing = null;
      synth.speaking = false;
      if (current) {
        window.clearTimeout(current.timer);
        current.utterance.onerror?.({ error: 'interrupted' });
      }
      for (const utterance of pending) utterance.onerror?.({ error: 'canceled' });
    },
    pause() {},
    resume() {},
    addEventListener() {},
    removeEventListener() {},
  };
  Object.defineProperty(window, 'speechSynthesis', { value: synth, configurable: true });
  w.SpeechSynthesisUtterance = FakeUtterance;

  // Microphone: a real audio stream (a 220 Hz tone) or a refusal.
  const mediaDevices = navigator.mediaDevices;
  if (mediaDevices) {
    mediaDevices.getUserMedia = async (constraints?: MediaStreamConstraints) => {
      if (!constraints?.audio) throw new DOMException('video is not faked', 'NotSupportedError');
      if (config.microphone === 'deny') throw new DOMException('Permission denied', 'NotAllowedError');
      if (config.microphone === 'none') throw new DOMException('Requested device not found', 'NotFoundError');
      const context = new AudioContext();
      await context.resume();
      const tone = context.createOscillator();
      tone.frequency.value = 220;
      const gain = context.createGain();
      gain.gain.value = 0.3;
      const destination = context.createMediaStreamDestination();
      tone.connect(gain).connect(destination);
      tone.start();
      state.openStreams += 1;
      for (const track of destination.stream.getTracks()) {
        const stop = track.stop.bind(track);
        track.stop = () => {
          if (track.readyState !== 'ended') {
            state.stoppedTracks += 1;
            state.openStreams -= 1;
            tone.stop();
            void context.close();
          }
          stop();
        };
      }
      return destination.stream;
    };
  }
}
