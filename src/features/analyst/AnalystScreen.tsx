import { useEffect, useMemo, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { EMPTY_SLOTS } from '@/engine/designBrief';
import { inputsFromBrief } from '@/engine/analysis/inputs';
import { millimetresPerPixel } from '@/engine/analysis/readability';
import { warmAnalysisWorker } from '@/shared/analysis/analysisClient';
import { useAuthStore } from '@/shared/auth/authStore';
import { whenIdle } from '@/shared/scheduling/whenIdle';
import { toast } from '@/shared/toast/toastStore';
import { buttonClasses } from '@/shared/ui/buttonClasses';
import { ANALYST_SUBTITLE, ANALYST_TITLE, ESTIMATE_NOTE, LOAD_FAILED, MEASURING, NO_INK, ON_DEVICE_NOTE, STATUS_LABEL } from './analystCopy';
import { storePhoto, subjectFromSearch, type Subject, type SubjectRef } from './analystSubject';
import { AgingCard } from './components/AgingCard';
import { CritiqueCard } from './components/CritiqueCard';
import { EffortCard } from './components/EffortCard';
import { InputsPanel } from './components/InputsPanel';
import { LetteringCard } from './components/LetteringCard';
import { LongevityCard } from './components/LongevityCard';
import { ReadabilityCard } from './components/ReadabilityCard';
import { SaveShareBar } from './components/SaveShareBar';
import { StyleCard } from './components/StyleCard';
import { SubjectFigure } from './components/SubjectFigure';
import { SubjectPicker } from './components/SubjectPicker';
import { TipsCard } from './components/TipsCard';
import { Callout, Figure, cm } from './components/ui';
import { useAgingFrames, useAnalysis, useInputs, useMeasurement, useSubject } from './useAnalyst';
import { useSavedState } from './useSavedState';
import { useCritique } from './useCritique';

function Spinner({ label }: { label: string }) {
  return (
    <p role="status" className="flex items-center gap-2 text-sm text-ink-700 dark:text-ink-200">
      <span aria-hidden="true" className="size-5 animate-spin rounded-full border-2 border-ink-200 border-t-blood-500" />
      {label}
    </p>
  );
}

/** One subject: its picture and inputs on one side, the analysis on the other. */
function Workspace({ subject }: { subject: Subject }) {
  const measured = useMeasurement(subject);
  const saved = useSavedState(subject);
  const [inputs, setInputs] = useInputs(subject, saved === undefined ? undefined : saved.analysis);
  const ready = measured.state === 'ready' ? measured.value : null;
  const analysis = useAnalysis(ready, inputs);
  const frames = useAgingFrames(ready, inputs?.sizeCm ?? null, inputs?.skinTone ?? null);
  const mmPerPx = ready && inputs ? millimetresPerPixel(ready.measurements, inputs.sizeCm) : 0;
  const noInk = ready !== null && ready.measurements.bbox === null;
  const critique = useCritique(subject.key, noInk ? null : analysis, ready?.image ?? null, saved?.analysis?.critique ?? null);
  // Saved with the analysis: the critique on screen (the model's, marked as such) goes with the figures.
  const withCritique = analysis ? { ...analysis, critique: critique.critique } : null;
  const upToDate = Boolean(
    saved?.analysis &&
      inputs &&
      JSON.stringify(saved.analysis.inputs) === JSON.stringify(inputs) &&
      (saved.analysis.critique?.createdAt ?? null) === (critique.critique?.createdAt ?? null),
  );

  return (
    <div className="grid gap-5 lg:grid-cols-[minmax(0,24rem)_minmax(0,1fr)]">
      <div className="flex flex-col gap-4 lg:sticky lg:top-20 lg:self-start">
        <SubjectFigure blob={subject.blob} title={subject.title} measured={ready} mmPerPx={mmPerPx} fileName={subject.ref.kind === 'photo'} />
        {inputs && <InputsPanel inputs={inputs} onChange={setInputs} />}
        <Link to="/analyst" className={buttonClasses('ghost', 'self-start')}>
          ← Analyse something else
        </Link>
      </div>
      <div className="flex min-w-0 flex-col gap-4" aria-live="polite" aria-busy={measured.state === 'loading'}>
        {measured.state === 'loading' && <Spinner label={MEASURING} />}
        {measured.state === 'error' && <Callout tone="bad">{measured.message}</Callout>}
        {noInk && <Callout tone="warn">{NO_INK}</Callout>}
        {analysis && inputs && ready && !noInk && (
          <>
            <section
              aria-label="Summary"
              className="flex flex-col gap-3 rounded-2xl border border-ink-200 bg-white p-4 shadow-sm dark:border-ink-800 dark:bg-ink-900"
              data-testid="analyst-summary"
              data-decode-ms={Math.round(ready.timings.decode)}
              data-measure-ms={Math.round(ready.timings.measure)}
            >
              <div className="grid grid-cols-2 gap-2 sm:grid-cols-4">
                <Figure label="At size" value={cm(inputs.sizeCm)} detail={STATUS_LABEL[analysis.readability.status]} tone={analysis.readability.status === 'blurs' ? 'bad' : analysis.readability.status === 'tight' ? 'warn' : 'good'} testId="summary-status" />
                <Figure label="Longevity" value={`${analysis.longevity.score}/100`} detail="at 10 years" />
                <Figure label="Pain" value={`${analysis.effort.painRange[0]}–${analysis.effort.painRange[1]}/10`} detail={analysis.effort.zoneLabel} />
                <Figure label="Sittings" value={`${analysis.effort.sittings}`} detail={`${analysis.effort.hoursRange[0]}–${analysis.effort.hoursRange[1]} h`} />
              </div>
              <SaveShareBar
                subject={subject}
                analysis={withCritique ?? analysis}
                image={ready.image}
                frames={frames.state === 'ready' ? frames.value.frames : []}
                saved={{ savedDesignId: saved?.savedDesignId ?? null, savedAt: saved?.analysis?.analysedAt ?? null, syncState: saved?.syncState }}
                upToDate={upToDate}
              />
              <p className="text-xs text-ink-600 dark:text-ink-300">
                Measured in {Math.round(ready.timings.decode + ready.timings.measure)} ms at {ready.image.width}×{ready.image.height} px. {ESTIMATE_NOTE}
              </p>
            </section>
            <TipsCard tips={analysis.tips} />
            <CritiqueCard state={critique.state} retry={critique.retry} />
            <ReadabilityCard readability={analysis.readability} inputs={inputs} />
            <LetteringCard key={subject.key} proofs={analysis.lettering} inputs={inputs} onChange={setInputs} />
            <LongevityCard longevity={analysis.longevity} />
            <AgingCard frames={frames} previewHref={subject.imageId ? `/preview/${encodeURIComponent(subject.imageId)}?age=10&cm=${inputs.sizeCm}` : null} />
            <StyleCard style={analysis.style} />
            <EffortCard effort={analysis.effort} style={inputs.style || analysis.style.guess} />
          </>
        )}
      </div>
    </div>
  );
}

function SubjectView({ subjectRef }: { subjectRef: SubjectRef }) {
  const subject = useSubject(subjectRef);
  if (subject.state === 'loading') return <Spinner label="Opening the design…" />;
  if (subject.state === 'error') {
    return (
      <div className="rounded-2xl border-2 border-dashed border-ink-200 p-8 text-center dark:border-ink-700">
        <p role="alert" className="text-sm text-ink-800 dark:text-ink-100">
          {subject.message}
        </p>
        <Link to="/analyst" className={buttonClasses('primary', 'mt-4')}>
          Pick another design
        </Link>
      </div>
    );
  }
  return <Workspace subject={subject.value} />;
}

/** The Analyst Agent (issue #35): on-device analysis of a reference photo or one of the user's designs. */
export default function AnalystScreen() {
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const uid = useAuthStore((s) => s.user?.uid);
  const [opening, setOpening] = useState(false);
  const kind = subjectFromSearch(search)?.kind;
  const id = subjectFromSearch(search)?.id;
  const subjectRef = useMemo(() => (kind && id ? { kind, id } : null), [kind, id]);
  // Whoever opens the Analyst is about to analyse: the worker boots in the first idle moment.
  useEffect(() => whenIdle(warmAnalysisWorker), []);

  const onPhoto = async (file: File) => {
    if (!file.type.startsWith('image/')) {
      toast({ title: 'Error', description: LOAD_FAILED, variant: 'destructive' });
      return;
    }
    setOpening(true);
    try {
      const ref = await storePhoto(file, file.name, inputsFromBrief(EMPTY_SLOTS), uid);
      navigate(`/analyst?photo=${encodeURIComponent(ref.id)}`);
    } catch (error) {
      console.error('The photo could not be kept', error);
      toast({ title: 'Error', description: LOAD_FAILED, variant: 'destructive' });
    } finally {
      setOpening(false);
    }
  };

  return (
    <div className="mx-auto w-full max-w-7xl px-3 py-5 sm:px-6 sm:py-8">
      <header className="mb-5">
        <h1 className="font-display text-2xl font-black tracking-tight sm:text-4xl">{ANALYST_TITLE}</h1>
        <p className="mt-1 text-sm text-ink-600 sm:text-base dark:text-ink-300">{ANALYST_SUBTITLE}</p>
        <p className="mt-3 inline-flex items-start gap-2 rounded-xl border border-emerald-200 bg-emerald-50 px-3 py-2 text-sm text-emerald-950 dark:border-emerald-900 dark:bg-emerald-950/40 dark:text-emerald-100" data-testid="on-device-note">
          {ON_DEVICE_NOTE}
        </p>
      </header>
      {subjectRef ? <SubjectView key={`${subjectRef.kind}:${subjectRef.id}`} subjectRef={subjectRef} /> : <SubjectPicker onPhoto={(file) => void onPhoto(file)} busy={opening} />}
    </div>
  );
}
