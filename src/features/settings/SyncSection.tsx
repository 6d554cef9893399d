import { useState, type FormEvent } from 'react';
import { useAuthStore } from '@/shared/auth/authStore';
import { toast } from '@/shared/toast/toastStore';
import { buttonClasses } from '@/shared/ui/buttonClasses';
import { TextField } from '@/shared/ui/FormField';
import type { OutboxEntry } from '@/db/database';
import { useSyncStatus } from '@/sync/syncStatusStore';
import { describeEntry, editableFields, formatLastSync } from './syncSectionText';

/** One refused write: the spec's sentence, what it was, and edit-and-resend or discard. */
function SetAsideEntry({ entry }: { entry: OutboxEntry }) {
  const fields = editableFields(entry);
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState<Record<string, string>>(() => Object.fromEntries(fields));
  const [busy, setBusy] = useState(false);
  const seq = entry.seq as number;

  const act = async (action: () => Promise<void>, done: string) => {
    setBusy(true);
    try {
      await action();
      toast({ title: done, variant: 'success' });
    } catch (error) {
      toast({ title: 'Could not change this entry', description: error instanceof Error ? error.message : String(error), variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  };
  const resend = async (e?: FormEvent) => {
    e?.preventDefault();
    const { editAndResend, resendSetAside } = await import('@/sync/crmStore');
    await act(() => (editing ? editAndResend(seq, draft) : resendSetAside(seq)), 'Sent again');
  };
  const discard = async () => {
    const { discardSetAside } = await import('@/sync/crmStore');
    await act(() => discardSetAside(seq), 'Change discarded');
  };

  return (
    <li className="rounded-xl border border-blood-600/30 bg-blood-600/5 p-4 dark:border-blood-500/40 dark:bg-blood-500/10">
      <p className="font-semibold text-blood-700 dark:text-blood-400">{entry.failure}</p>
      <p className="mt-1 text-sm">{describeEntry(entry)}</p>
      {entry.lastError && <p className="mt-1 text-xs text-ink-600 dark:text-ink-300">Server answer: {entry.lastError}</p>}
      <form onSubmit={resend} className="mt-3 grid gap-3">
        {editing &&
          fields.map(([name]) => (
            <TextField key={name} label={name} value={draft[name] ?? ''} onChange={(e) => setDraft({ ...draft, [name]: e.target.value })} />
          ))}
        <div className="flex flex-wrap gap-2">
          {fields.length > 0 && !editing && (
            <button type="button" className={buttonClasses('secondary')} onClick={() => setEditing(true)} disabled={busy}>
              Edit
            </button>
          )}
          <button type="submit" className={buttonClasses('primary')} disabled={busy}>
            {editing ? 'Save and send again' : 'Send again'}
          </button>
          <button type="button" className={buttonClasses('ghost')} onClick={discard} disabled={busy}>
            Discard
          </button>
        </div>
      </form>
    </li>
  );
}

/** Settings' view of the outbox: count, last successful sync, set-aside entries, 'Retry now'. */
export function SyncSection() {
  const signedIn = useAuthStore((s) => s.status === 'signed-in');
  const waiting = useSyncStatus((s) => s.waiting);
  const setAside = useSyncStatus((s) => s.setAside);
  const lastSuccessAt = useSyncStatus((s) => s.lastSuccessAt);
  const phase = useSyncStatus((s) => s.phase);
  const retryNow = useSyncStatus((s) => s.retryNow);

  return (
    <section id="sync" aria-labelledby="sync-title" className="scroll-mt-20 rounded-2xl border border-ink-200 p-6 dark:border-ink-800">
      <h2 id="sync-title" className="text-lg font-bold">Sync</h2>
      {!signedIn ? (
        <p className="mt-1 text-sm text-ink-600 dark:text-ink-300">Sign in to keep your profile, designs and appointments in sync.</p>
      ) : (
        <>
          <p className="mt-1 text-sm text-ink-600 dark:text-ink-300">
            Changes you make are saved on this device first and sent to InkClarity when the server can be reached.
          </p>
          <dl className="mt-4 grid grid-cols-1 gap-3 text-sm sm:grid-cols-2">
            <div>
              <dt className="font-semibold">Waiting to sync</dt>
              <dd data-testid="sync-waiting-count">{waiting === 0 ? 'Nothing — all changes are synced' : `${waiting} ${waiting === 1 ? 'change' : 'changes'}`}</dd>
            </div>
            <div>
              <dt className="font-semibold">Last successful sync</dt>
              <dd data-testid="sync-last-success">{formatLastSync(lastSuccessAt)}</dd>
            </div>
          </dl>
          {phase === 'signed-out' && waiting > 0 && (
            <p className="mt-3 text-sm text-amber-900 dark:text-amber-200">Your session has ended: sign in again to send these changes.</p>
          )}
          <button
            type="button"
            className={`${buttonClasses('secondary')} mt-4`}
            disabled={waiting === 0 || phase === 'flushing'}
            onClick={() => void retryNow()}
          >
            {phase === 'flushing' ? 'Syncing…' : 'Retry now'}
          </button>
          {setAside.length > 0 && (
            <div className="mt-6">
              <h3 className="font-bold">Not sent ({setAside.length})</h3>
              <p className="mt-1 text-sm text-ink-600 dark:text-ink-300">
                The server refused these changes. They are kept on this device: edit and send them again, or discard them.
              </p>
              <ul className="mt-3 grid gap-3">
                {setAside.map((entry) => (
                  <SetAsideEntry key={`${entry.seq}-${entry.idempotencyKey}`} entry={entry} />
                ))}
              </ul>
            </div>
          )}
        </>
      )}
    </section>
  );
}
