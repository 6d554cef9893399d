/**
 * The model's written critique of the subject (issue #35, "with a key"): asked once per subject
 * when a cloud model is available (the user's key or the server's), shown beside the on-device
 * figures and never instead of them. A critique saved with the design is shown as saved; a new
 * one lives in memory for the session (per subject) until the analysis is saved with it.
 * No cloud model, offline or a refusal: the screen stays the on-device analysis plus one line.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { Critique, SavedAnalysis } from '@/engine/contracts/analysis';
import { critiqueFigures } from '@/engine/analysis/critiqueFigures';
import { useAiSession } from '@/ai/aiSessionStore';
import type { AiClient } from '@/ai/aiClient';
import type { RasterImage } from '@/shared/analysis/analysisProtocol';
import { useOnline } from '@/shared/net/useOnline';
import { CRITIQUE_FAILED } from './analystCopy';
import { critiqueImage } from './critiqueImage';

export type CritiqueState =
  | { state: 'unavailable'; why: 'no-key' | 'offline' | 'checking' }
  | { state: 'loading' }
  | { state: 'ready'; critique: Critique; saved: boolean }
  | { state: 'failed'; message: string };

/** Critiques written this session, by subject key: leaving the screen and coming back costs no second call. */
const sessionCritiques = new Map<string, Critique>();

/** The AI client, loaded on first use so the Analyst's first paint does not pay for the SDK. */
function loadClient(): Promise<AiClient> {
  return import('@/ai/aiSession').then(({ getAiClient }) => getAiClient());
}

/** Spec §8's text for a key, quota or rate problem (the person can act on it); else the critique's own. */
async function failureMessage(error: unknown): Promise<string> {
  const { toAiError } = await import('@/ai/errors');
  const reason = toAiError(error);
  return reason.kind === 'apiKey' || reason.kind === 'quota' || reason.kind === 'rateLimit' ? reason.message : CRITIQUE_FAILED;
}

export function useCritique(subjectKey: string, analysis: SavedAnalysis | null, image: RasterImage | null, saved: Critique | null) {
  const online = useOnline();
  const { provider, checking } = useAiSession();
  const [client, setClient] = useState<AiClient | null>(null);
  const [fresh, setFresh] = useState<Critique | null>(() => sessionCritiques.get(subjectKey) ?? null);
  const [request, setRequest] = useState<{ state: 'idle' | 'loading' } | { state: 'failed'; message: string }>({ state: 'idle' });
  const asked = useRef(false);
  // "Ask again" sends the figures on screen now (the size may have changed since the first ask).
  const latest = useRef({ analysis, image });
  useEffect(() => {
    latest.current = { analysis, image };
  }, [analysis, image]);

  useEffect(() => {
    let live = true;
    loadClient().then(
      (loaded) => live && setClient(loaded),
      (error: unknown) => console.warn('The AI client could not load; no written critique', error),
    );
    return () => {
      live = false;
    };
  }, []);

  const cloud = client !== null && !checking && provider !== 'on-device';

  const ask = useCallback(async () => {
    const { analysis: current, image: picture } = latest.current;
    if (!client || !current || !picture) return;
    asked.current = true;
    setRequest({ state: 'loading' });
    try {
      const answer = await client.critiqueDesign({ image: await critiqueImage(picture), figures: critiqueFigures(current) });
      const critique: Critique = { ...answer, createdAt: new Date().toISOString() };
      sessionCritiques.set(subjectKey, critique);
      setFresh(critique);
      setRequest({ state: 'idle' });
    } catch (error) {
      console.warn('The written critique did not come', error);
      setRequest({ state: 'failed', message: await failureMessage(error) });
    }
  }, [client, subjectKey]);

  // Once per subject, when the figures are ready and a cloud model can answer.
  useEffect(() => {
    if (asked.current || !cloud || !online || !analysis || !image || fresh || saved) return;
    void ask();
  }, [cloud, online, analysis, image, fresh, saved, ask]);

  let state: CritiqueState;
  if (request.state === 'loading') state = { state: 'loading' };
  else if (fresh) state = { state: 'ready', critique: fresh, saved: saved?.createdAt === fresh.createdAt };
  else if (saved) state = { state: 'ready', critique: saved, saved: true };
  else if (request.state === 'failed') state = { state: 'failed', message: request.message };
  else if (!online) state = { state: 'unavailable', why: 'offline' };
  else if (client === null || checking) state = { state: 'unavailable', why: 'checking' };
  else if (!cloud) state = { state: 'unavailable', why: 'no-key' };
  else state = { state: 'loading' };
  return { state, critique: fresh ?? saved, retry: online && cloud ? ask : null };
}
