import { useCallback, useEffect, useRef, useState } from 'react';
import { speechRecognitionConstructor, type SpeechRecognitionLike } from '@/shared/chat/speechRecognition';
import { useIsClient } from '@/shared/ssr/useIsClient';
import { toast } from '@/shared/toast/toastStore';
import { createChatRecognition, VOICE_TOASTS, voiceErrorToast, type VoiceToast } from './voiceInput';

const raise = (kind: VoiceToast) => toast({ ...VOICE_TOASTS[kind], variant: 'destructive' });

/**
 * The chat panel's microphone button. `supported` is false where the browser has no speech
 * recognition (the button is then hidden); a browser that names it but cannot start it gets the
 * 'Voice input not supported' toast. The build's pre-rendered page has no button (it cannot know the
 * visitor's browser), so hydration renders none either and the button appears right after it: a
 * button in the hydrating render would not match the markup and make React render the page afresh.
 */
export function useVoiceInput(onTranscript: (text: string) => void) {
  const [listening, setListening] = useState(false);
  const isClient = useIsClient();
  const [recognitionAvailable] = useState(() => speechRecognitionConstructor() !== null);
  const supported = isClient && recognitionAvailable;
  const recognition = useRef<SpeechRecognitionLike | null>(null);
  const latest = useRef(onTranscript);
  useEffect(() => {
    latest.current = onTranscript;
  });
  useEffect(() => () => recognition.current?.abort(), []);

  const start = useCallback(() => {
    const Recognition = speechRecognitionConstructor();
    if (!Recognition) return raise('unsupported');
    let r: SpeechRecognitionLike;
    try {
      r = createChatRecognition(Recognition);
    } catch {
      return raise('unsupported');
    }
    recognition.current = r;
    r.onresult = (event) => {
      let text = '';
      for (let i = event.resultIndex; i < event.results.length; i++) text += event.results[i]?.[0]?.transcript ?? '';
      setListening(false);
      latest.current(text.trim());
    };
    r.onerror = (event) => {
      setListening(false);
      const kind = voiceErrorToast(event.error);
      if (kind) raise(kind);
    };
    r.onend = () => {
      setListening(false);
      if (recognition.current === r) recognition.current = null;
    };
    try {
      r.start();
      setListening(true);
    } catch {
      raise('error');
    }
  }, []);

  const stop = useCallback(() => recognition.current?.stop(), []);

  return { supported, listening, start, stop };
}
