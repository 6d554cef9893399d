/**
 * The microphone's live level for the 'Listening...' bar: getUserMedia → AnalyserNode, read once
 * per animation frame. Opening it is also how the panel asks for microphone permission before
 * recognition starts, so a refusal is reported as the spec's 'Connection failed'.
 */
import { levelFromRms, rms, smoothLevel } from './audioLevel';

/** Samples per reading: ~21 ms at 48 kHz, short enough to follow syllables. */
const ANALYSER_FFT_SIZE = 1024;

export interface MicrophoneMeter {
  /** Stops the frame loop, releases the microphone and closes the audio graph. */
  close: () => void;
}

type AudioContextConstructor = new () => AudioContext;

function audioContextConstructor(): AudioContextConstructor | null {
  const scope = globalThis as { AudioContext?: AudioContextConstructor; webkitAudioContext?: AudioContextConstructor };
  return scope.AudioContext ?? scope.webkitAudioContext ?? null;
}

/** Rejects when there is no microphone API, no permission or no device. */
export async function openMicrophoneMeter(onLevel: (level: number) => void): Promise<MicrophoneMeter> {
  if (!navigator.mediaDevices?.getUserMedia) throw new DOMException('No microphone API in this context', 'NotSupportedError');
  const stream = await navigator.mediaDevices.getUserMedia({ audio: { echoCancellation: true, noiseSuppression: true } });
  const release = () => stream.getTracks().forEach((track) => track.stop());

  const Context = audioContextConstructor();
  if (!Context) {
    // The microphone works, only the level cannot be shown: the bar stays empty.
    return { close: release };
  }
  let context: AudioContext;
  try {
    context = new Context();
  } catch {
    return { close: release };
  }
  const source = context.createMediaStreamSource(stream);
  const analyser = context.createAnalyser();
  analyser.fftSize = ANALYSER_FFT_SIZE;
  source.connect(analyser);
  // A context created before the click's user activation settled may start suspended.
  void context.resume().catch(() => undefined);

  const samples = new Float32Array(analyser.fftSize);
  let level = 0;
  let frame = 0;
  let closed = false;
  const tick = () => {
    if (closed) return;
    analyser.getFloatTimeDomainData(samples);
    level = smoothLevel(level, levelFromRms(rms(samples)));
    onLevel(level);
    frame = requestAnimationFrame(tick);
  };
  frame = requestAnimationFrame(tick);

  return {
    close: () => {
      if (closed) return;
      closed = true;
      cancelAnimationFrame(frame);
      source.disconnect();
      release();
      void context.close().catch(() => undefined);
      onLevel(0);
    },
  };
}
