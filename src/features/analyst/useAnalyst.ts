/**
 * The Analyst's data, subject to frames: the subject from Dexie, its measurement in the worker,
 * the person's inputs (kept per subject in Dexie, written 400 ms after the last change), the
 * analysis (pure, recomputed on every input change) and the aging frames (worker, redone 250 ms
 * after the size or skin tone settles).
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import { analyse } from '@/engine/analysis/analyse';
import { AGING_YEARS } from '@/engine/analysis/aging';
import { hexToRgb } from '@/engine/analysis/colour';
import { inputsFromBrief, skinTone } from '@/engine/analysis/inputs';
import type { AnalysisInputs, SavedAnalysis } from '@/engine/contracts/analysis';
import { ageInWorker, measureInWorker } from '@/shared/analysis/analysisClient';
import type { AgedFrame, Measured } from '@/shared/analysis/analysisProtocol';
import { AGING_FRAME_SIDE } from '@/shared/analysis/analysisSize';
import { IMAGE_ON_SERVER, LOAD_FAILED, MEASURE_FAILED, MISSING_SUBJECT } from './analystCopy';
import { MissingSubjectError, loadSubject, storeInputs, storedInputs, type Subject, type SubjectRef } from './analystSubject';

export type Loadable<T> = { state: 'loading' } | { state: 'ready'; value: T } | { state: 'error'; message: string; missing?: boolean };

/** Inputs are written to Dexie once they have been still this long (a slider drag writes once). */
const INPUTS_WRITE_MS = 400;
/** Aging frames are redrawn once the size or skin tone has been still this long. */
const AGING_SETTLE_MS = 250;

const isAbort = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

export function useSubject(ref: SubjectRef): Loadable<Subject> {
  const [result, setResult] = useState<Loadable<Subject>>({ state: 'loading' });
  useEffect(() => {
    let live = true;
    loadSubject(ref).then(
      (subject) => live && setResult({ state: 'ready', value: subject }),
      (error: unknown) => {
        if (!live) return;
        if (error instanceof MissingSubjectError) setResult({ state: 'error', message: MISSING_SUBJECT, missing: true });
        else setResult({ state: 'error', message: error instanceof Error && [IMAGE_ON_SERVER, 'Sign in to load this image'].includes(error.message) ? error.message : LOAD_FAILED });
      },
    );
    return () => {
      live = false;
    };
  }, [ref]);
  return result;
}

export function useMeasurement(subject: Subject | null): Loadable<Measured> {
  const [result, setResult] = useState<{ key: string; value: Loadable<Measured> } | null>(null);
  useEffect(() => {
    if (!subject) return;
    const controller = new AbortController();
    measureInWorker(subject.blob, subject.ref.kind === 'photo' ? 'photo' : 'design', controller.signal).then(
      (measured) => setResult({ key: subject.key, value: { state: 'ready', value: measured } }),
      (error: unknown) => {
        if (isAbort(error)) return;
        console.error('Analysis failed', error);
        setResult({ key: subject.key, value: { state: 'error', message: /decode|source image|InvalidState/i.test(String(error)) ? LOAD_FAILED : MEASURE_FAILED } });
      },
    );
    return () => controller.abort();
  }, [subject]);
  return subject && result?.key === subject.key ? result.value : { state: 'loading' };
}

/**
 * The inputs for a subject: as left on this device, else a saved analysis's, else from the brief.
 * `saved` is undefined until Dexie has said whether there is a saved analysis.
 */
export function useInputs(subject: Subject | null, saved: SavedAnalysis | null | undefined): [AnalysisInputs | null, (next: AnalysisInputs) => void] {
  const [inputs, setInputs] = useState<{ key: string; value: AnalysisInputs } | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const known = saved !== undefined;
  const savedInputs = saved?.inputs ?? null;
  useEffect(() => {
    if (!subject || !known) return;
    let live = true;
    void storedInputs(subject.key).then((stored) => {
      if (live) setInputs((current) => (current?.key === subject.key ? current : { key: subject.key, value: stored ?? savedInputs ?? inputsFromBrief(subject.brief) }));
    });
    return () => {
      live = false;
    };
    // The saved analysis only seeds the inputs when the subject opens (once Dexie has answered).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [subject, known]);
  // A change still waiting for its write is written at once when the page is hidden or left, or the subject closes.
  const waiting = useRef<{ ref: SubjectRef; value: AnalysisInputs } | null>(null);
  const write = () => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    const pending = waiting.current;
    waiting.current = null;
    if (pending) void storeInputs(pending.ref, pending.value).catch((error: unknown) => console.error('Inputs not kept', error));
  };
  useEffect(() => {
    const onHidden = () => document.visibilityState === 'hidden' && write();
    document.addEventListener('visibilitychange', onHidden);
    window.addEventListener('pagehide', write);
    return () => {
      document.removeEventListener('visibilitychange', onHidden);
      window.removeEventListener('pagehide', write);
      write();
    };
  }, []);
  const update = (next: AnalysisInputs) => {
    if (!subject) return;
    setInputs({ key: subject.key, value: next });
    waiting.current = { ref: subject.ref, value: next };
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(write, INPUTS_WRITE_MS);
  };
  return [subject && inputs?.key === subject.key ? inputs.value : null, update];
}

export function useAnalysis(measured: Measured | null, inputs: AnalysisInputs | null): SavedAnalysis | null {
  return useMemo(() => (measured && inputs ? analyse(measured.measurements, inputs) : null), [measured, inputs]);
}

export interface AgingFrames {
  sizeCm: number;
  skinTone: string;
  frames: AgedFrame[];
}

export function useAgingFrames(measured: Measured | null, sizeCm: number | null, toneId: string | null): Loadable<AgingFrames> {
  const [result, setResult] = useState<Loadable<AgingFrames>>({ state: 'loading' });
  useEffect(() => {
    if (!measured || sizeCm === null || toneId === null || !measured.measurements.bbox) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      ageInWorker(
        {
          image: measured.image, kind: measured.measurements.kind, sizeCm, years: [...AGING_YEARS],
          background: hexToRgb(skinTone(toneId).hex), maxSide: AGING_FRAME_SIDE, output: 'bitmap',
        },
        controller.signal,
      ).then(
        (aged) => setResult({ state: 'ready', value: { sizeCm, skinTone: toneId, frames: aged.frames } }),
        (error: unknown) => {
          if (isAbort(error)) return;
          console.error('Aging preview failed', error);
          setResult({ state: 'error', message: 'The aging preview could not be drawn.' });
        },
      );
    }, AGING_SETTLE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [measured, sizeCm, toneId]);
  return result;
}
