import { useState, type FormEvent } from 'react';
import type { Artist } from '@/engine/crm/schemas';
import { toast } from '@/shared/toast/toastStore';
import { buttonClasses } from '@/shared/ui/buttonClasses';
import { INPUT_CLASSES, TextAreaField } from '@/shared/ui/FormField';
import { createAppointment } from '@/sync/crmStore';
import { useSavedDesigns } from '@/sync/hooks';
import { APPOINTMENT_TYPES, attachedDesignNote } from './booking';
import { SlotPicker } from './SlotPicker';

/** Request an appointment: written to Dexie and the outbox at once, so it works offline. */
export function RequestForm({ artists, artistId, onArtist }: { artists: readonly Artist[]; artistId: string; onArtist: (id: string) => void }) {
  const artist = artists.find((entry) => entry.id === artistId);
  const designs = useSavedDesigns().data ?? [];
  const [type, setType] = useState<string>('Consultation');
  const [date, setDate] = useState('');
  const [time, setTime] = useState('');
  const [notes, setNotes] = useState('');
  const [designId, setDesignId] = useState('');
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!artist || !date || !time) return;
    const design = designs.find((entry) => entry.id === designId);
    const attached = design ? attachedDesignNote({ id: design.id, style: String(design.style ?? ''), placement: String(design.placement ?? '') }) : '';
    setBusy(true);
    try {
      await createAppointment({ type, artist: artist.id, date, time, notes: [notes.trim(), attached].filter(Boolean).join('\n\n') });
      toast({ title: 'Appointment requested', description: `${artist.name} will confirm ${date} at ${time}.`, variant: 'success' });
      setDate('');
      setTime('');
      setNotes('');
      setDesignId('');
    } catch (error) {
      toast({ title: 'Could not request the appointment', description: error instanceof Error ? error.message : String(error), variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={submit} aria-labelledby="request-heading" className="flex flex-col gap-4 rounded-2xl border border-ink-200 bg-white p-5 dark:border-ink-700 dark:bg-ink-900">
      <h2 id="request-heading" className="text-xl font-black tracking-tight">Request an appointment</h2>
      <label className="flex flex-col gap-1.5 text-sm">
        <span className="font-semibold">Artist</span>
        <select className={INPUT_CLASSES} value={artistId} onChange={(event) => { onArtist(event.target.value); setTime(''); }} required>
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
      {artist && <SlotPicker artist={artist} date={date} time={time} onDate={setDate} onTime={setTime} />}
      <TextAreaField label="Notes" hint="Placement, size, anything the artist should know" value={notes} maxLength={5000} rows={3} onChange={(event) => setNotes(event.target.value)} />
      <label className="flex flex-col gap-1.5 text-sm">
        <span className="font-semibold">Attach a saved design (optional)</span>
        <select className={INPUT_CLASSES} value={designId} onChange={(event) => setDesignId(event.target.value)}>
          <option value="">No design</option>
          {designs.map((design) => (
            <option key={design.id} value={design.id}>{[design.style, design.placement].filter(Boolean).join(', ') || 'Saved design'} ({String(design.created_at ?? 'not synced yet').slice(0, 10)})</option>
          ))}
        </select>
      </label>
      <button type="submit" className={buttonClasses('primary', 'self-start')} disabled={busy || !artist || !date || !time}>
        {busy ? 'Requesting…' : 'Request appointment'}
      </button>
    </form>
  );
}
