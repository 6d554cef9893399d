import { useEffect, useState, type FormEvent } from 'react';
import type { DesignSlots } from '@/engine/designBrief';
import { REFERENCES_MAX, type Artist } from '@/engine/crm/schemas';
import { useAuthStore } from '@/shared/auth/authStore';
import { toast } from '@/shared/toast/toastStore';
import { buttonClasses } from '@/shared/ui/buttonClasses';
import { INPUT_CLASSES, TextAreaField, TextField } from '@/shared/ui/FormField';
import { keepPack } from '@/sync/bookingStore';
import { createAppointment } from '@/sync/crmStore';
import { useSavedDesigns } from '@/sync/hooks';
import { previewPhotoOf } from '@/sync/previewPhoto';
import { APPOINTMENT_TYPES, attachedDesignNote, depositLine } from './booking';
import { requestDetails, type RequestDraft } from './requestDraft';
import { SlotPicker } from './SlotPicker';

/** The person's own photo from the chosen saved design's on-body preview on this device, or null. */
function usePreviewPhoto(designId: string): Blob | null {
  const uid = useAuthStore((s) => s.user?.uid);
  const [found, setFound] = useState<{ designId: string; photo: Blob | null } | null>(null);
  useEffect(() => {
    if (!uid || !designId) return;
    let live = true;
    previewPhotoOf(uid, designId).then((photo) => live && setFound({ designId, photo }), () => live && setFound({ designId, photo: null }));
    return () => {
      live = false;
    };
  }, [uid, designId]);
  return found?.designId === designId ? found.photo : null;
}

const EMPTY_DRAFT: RequestDraft = { idea: '', style: '', placement: '', width: '', height: '', lettering: '', references: '', budget: '', notes: '' };

/**
 * Request an appointment (every signed-in account): the slot, what the artist needs to know, an
 * optional saved design and placement photo. Written to Dexie and the outbox at once (works
 * offline); the hand-off pack is made on the device right after and sent once the request syncs.
 */
export function RequestForm({ artists, artistId, date, time, onArtist, onDate, onTime, clientName, brief }: {
  artists: readonly Artist[]; artistId: string; date: string; time: string; clientName: string; brief: DesignSlots | undefined;
  onArtist: (id: string) => void; onDate: (date: string) => void; onTime: (time: string) => void;
}) {
  const artist = artists.find((entry) => entry.id === artistId);
  const designs = useSavedDesigns().data ?? [];
  const [type, setType] = useState<string>('Consultation');
  const [draft, setDraft] = useState<RequestDraft>({ ...EMPTY_DRAFT, style: brief?.style ?? '', placement: brief?.bodyZone ?? '', idea: brief?.keywords ?? '' });
  // The saved brief is read after the first paint: when it arrives after the form, it fills what is
  // still empty (state adjusted while rendering, React's pattern for following a prop).
  const [briefSeen, setBriefSeen] = useState(brief);
  if (brief !== briefSeen) {
    setBriefSeen(brief);
    if (brief) {
      setDraft((current) => ({
        ...current, style: current.style || (brief.style ?? ''), placement: current.placement || (brief.bodyZone ?? ''), idea: current.idea || (brief.keywords ?? ''),
      }));
    }
  }
  const [designId, setDesignId] = useState('');
  const [photo, setPhoto] = useState<File | null>(null);
  const previewPhoto = usePreviewPhoto(designId);
  const [usePreview, setUsePreview] = useState(true);
  const [errors, setErrors] = useState<Partial<Record<keyof RequestDraft, string>>>({});
  const [busy, setBusy] = useState(false);
  const field = (name: keyof RequestDraft) => ({
    value: draft[name], error: errors[name],
    onChange: (event: { target: { value: string } }) => setDraft((current) => ({ ...current, [name]: event.target.value })),
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!artist || !date || !time) return;
    const design = designs.find((entry) => entry.id === designId);
    const parsed = requestDetails(draft, design?.id ?? null);
    if (!parsed.ok) {
      setErrors(parsed.errors);
      return;
    }
    setErrors({});
    const attached = design ? attachedDesignNote({ id: design.id, style: String(design.style ?? ''), placement: String(design.placement ?? '') }) : '';
    const notes = [draft.notes.trim(), attached].filter(Boolean).join('\n\n');
    setBusy(true);
    try {
      const id = await createAppointment({ type, artist: artist.id, date, time, notes, details: parsed.details });
      toast({ title: 'Appointment requested', description: `${artist.name} will confirm ${date} at ${time}.`, variant: 'success' });
      // The slot is taken now: clearing the date makes the picker ask the server afresh for the next request.
      onDate('');
      setDraft(EMPTY_DRAFT);
      setDesignId('');
      setPhoto(null);
      // The pack follows the request: made here (offline too), kept on the device, sent when the request has synced.
      const { buildPack } = await import('./makePack');
      const placementPhoto = photo ?? (usePreview ? previewPhoto : null);
      const pdf = await buildPack({ request: { type, date, time, notes, details: parsed.details }, artist, clientName, design, photo: placementPhoto });
      await keepPack(id, pdf);
      toast({ title: 'Hand-off pack attached', description: 'Download or share it from your appointment below.', variant: 'success' });
    } catch (error) {
      toast({ title: 'Could not request the appointment', description: error instanceof Error ? error.message : String(error), variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={submit} aria-labelledby="request-heading" noValidate className="flex flex-col gap-4 rounded-2xl border border-ink-200 bg-white p-5 dark:border-ink-700 dark:bg-ink-900">
      <h2 id="request-heading" className="text-xl font-black tracking-tight">Request an appointment</h2>
      <label className="flex flex-col gap-1.5 text-sm">
        <span className="font-semibold">Artist</span>
        <select className={INPUT_CLASSES} value={artistId} onChange={(event) => onArtist(event.target.value)} required>
          <option value="">Choose an artist</option>
          {artists.map((entry) => <option key={entry.id} value={entry.id}>{entry.name} — {entry.studio}, {entry.city}</option>)}
        </select>
      </label>
      <fieldset className="flex flex-col gap-2">
        <legend className="text-sm font-semibold">Type</legend>
        <div className="flex flex-wrap gap-3">
          {APPOINTMENT_TYPES.map((option) => (
            <label key={option} className="flex items-center gap-2 text-sm">
              <input type="radio" name="type" value={option} checked={type === option} onChange={() => setType(option)} className="accent-blood-600" />
              {option}
            </label>
          ))}
        </div>
      </fieldset>
      {artist && <SlotPicker artist={artist} date={date} time={time} onDate={onDate} onTime={onTime} />}
      <fieldset className="grid gap-3 sm:grid-cols-2">
        <legend className="mb-2 text-sm font-semibold">Your tattoo</legend>
        <div className="sm:col-span-2"><TextAreaField label="Idea" hint="What it shows and what it means to you" rows={3} maxLength={5000} {...field('idea')} /></div>
        <TextField label="Style" hint="e.g. fine line, neo-traditional" maxLength={200} {...field('style')} />
        <TextField label="Placement" hint="e.g. left forearm, inside" maxLength={200} {...field('placement')} />
        <TextField label="Width (cm)" inputMode="decimal" {...field('width')} />
        <TextField label="Height (cm)" inputMode="decimal" {...field('height')} />
        <div className="sm:col-span-2"><TextField label="Lettering" hint="Exactly as it should be tattooed; the pack spells it out letter by letter" maxLength={400} {...field('lettering')} /></div>
        <div className="sm:col-span-2"><TextAreaField label="References" hint={`One per line: links or short descriptions (at most ${REFERENCES_MAX})`} rows={2} {...field('references')} /></div>
        <TextField label="Budget" hint="e.g. €300–400" maxLength={200} {...field('budget')} />
      </fieldset>
      <TextAreaField label="Notes" hint="Anything else the artist should know" rows={2} maxLength={5000} {...field('notes')} />
      <label className="flex flex-col gap-1.5 text-sm">
        <span className="font-semibold">Attach a saved design (optional)</span>
        <select className={INPUT_CLASSES} value={designId} onChange={(event) => setDesignId(event.target.value)}>
          <option value="">No design</option>
          {designs.map((design) => (
            <option key={design.id} value={design.id}>{[design.style, design.placement].filter(Boolean).join(', ') || 'Saved design'} ({String(design.created_at ?? 'not synced yet').slice(0, 10)})</option>
          ))}
        </select>
      </label>
      <label className="flex flex-col gap-1.5 text-sm">
        <span className="font-semibold">Placement photo (optional)</span>
        <input type="file" accept="image/*" className="text-sm file:mr-3 file:rounded-lg file:border-0 file:bg-ink-100 file:px-3 file:py-2 file:font-semibold dark:file:bg-ink-800" onChange={(event) => setPhoto(event.target.files?.[0] ?? null)} />
        <span className="text-ink-600 dark:text-ink-300">A photo of the spot, for the hand-off pack. It stays on this device and in the pack only.</span>
      </label>
      {previewPhoto && !photo && (
        <label className="flex items-center gap-2 text-sm">
          <input type="checkbox" checked={usePreview} onChange={(event) => setUsePreview(event.target.checked)} className="size-4 accent-blood-600" />
          Use the photo from this design’s on-body preview as the placement photo
        </label>
      )}
      {artist && (
        <div className="rounded-xl bg-ink-50 p-4 text-sm dark:bg-ink-800" data-testid="deposit-rules">
          <p className="font-semibold">{artist.deposit ? depositLine(artist.deposit) : `${artist.name} takes no deposit.`}</p>
          <p className="mt-1">{artist.cancellationPolicy}</p>
        </div>
      )}
      <p className="text-sm text-ink-600 dark:text-ink-300">A one-page hand-off pack (design, stencil at true size, brief, lettering, references, budget) is made on this device and attached to the request.</p>
      <button type="submit" className={buttonClasses('primary', 'self-start')} disabled={busy || !artist || !date || !time}>
        {busy ? 'Requesting…' : 'Request appointment'}
      </button>
    </form>
  );
}
