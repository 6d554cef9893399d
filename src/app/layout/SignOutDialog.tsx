import { useCallback, useEffect, useState } from 'react';
import { useAuthStore } from '@/shared/auth/authStore';
import type { CurrentUser } from '@/shared/auth/userDisplay';
import { toast } from '@/shared/toast/toastStore';
import { buttonClasses } from '@/shared/ui/buttonClasses';
import { ModalDialog } from '@/shared/ui/ModalDialog';
import { db, deviceOwnership, type OutboxEntry } from '@/db/database';
import { summarizeDeviceData, type DeviceDataSummary } from '@/db/deviceData';
import { rememberOwnerNotice } from '@/db/ownerNotice';
import { useSettings } from '@/stores/settingsStore';
import { describeEntry } from '@/sync/entryDescription';
import { listEntries } from '@/sync/outbox';
import { flushNowAndWait } from '@/sync/syncEngine';
import { changes, clearedItems } from './signOutText';

/**
 * How long "Log out and clear" waits for the person's unsent changes to reach the server before
 * listing what is left: long enough for a slow connection to send a few writes, short enough for
 * someone standing at a front desk. What is not sent by then is never dropped without asking.
 */
export const SEND_BEFORE_CLEAR_MS = 15_000;

type Phase =
  | { step: 'choose' }
  | { step: 'sending' }
  | { step: 'unsent'; entries: OutboxEntry[]; offline: boolean }
  | { step: 'leaving'; mode: 'keep' | 'clear' };

const NOTE = 'mt-3 rounded-lg border px-3 py-2 text-sm text-ink-900 dark:text-ink-50';

function sendWithin(ms: number): Promise<void> {
  return Promise.race([flushNowAndWait(undefined).catch(() => undefined), new Promise<void>((resolve) => setTimeout(resolve, ms))]);
}

function UnsentChanges({ entries, offline }: { entries: OutboxEntry[]; offline: boolean }) {
  const refused = entries.filter((entry) => entry.status === 'set-aside');
  return (
    <div role="alert" className={`${NOTE} border-blood-600/70 bg-blood-600/10`}>
      <p className="font-semibold">
        {changes(entries.length)} couldn't be sent to your account.
      </p>
      <p className="mt-1">
        {offline ? 'This device is offline. ' : refused.length === entries.length ? '' : "The server didn't take them yet. "}
        {refused.length > 0 && `The server refused ${refused.length === 1 ? 'one' : refused.length}: ${refused[0].failure ?? 'it could not be saved'} `}
        Clearing now would lose {entries.length === 1 ? 'it' : 'them'}.
      </p>
      <ul className="mt-2 list-disc space-y-0.5 pl-5">
        {entries.map((entry) => (
          <li key={entry.seq ?? entry.idempotencyKey}>{describeEntry(entry)}</li>
        ))}
      </ul>
      <p className="mt-2">Wait and try again, keep everything on this device for your next sign-in, or discard {entries.length === 1 ? 'it' : 'them'}.</p>
    </div>
  );
}

/**
 * 'Log out' on a shared device (a studio's tablet): clear everything of the person from this
 * device, or keep it here for their next sign-in (nobody else sees it: src/db/ownership.ts).
 * Clearing first sends their unsent changes; a change that cannot be sent is listed, and the
 * person chooses to wait, keep or discard — it is never dropped silently.
 */
export function SignOutDialog({ user, open, onClose }: { user: CurrentUser; open: boolean; onClose: () => void }) {
  const signOut = useAuthStore((s) => s.signOut);
  const ownAiKey = useSettings((s) => s.aiApiKey !== '');
  const [summary, setSummary] = useState<DeviceDataSummary | null>(null);
  const [unsynced, setUnsynced] = useState<number | null>(null);
  const [phase, setPhase] = useState<Phase>({ step: 'choose' });

  useEffect(() => {
    if (!open) return;
    let cancelled = false;
    Promise.all([summarizeDeviceData(user.uid, db), listEntries(db, user.uid)]).then(
      ([found, entries]) => {
        if (cancelled) return;
        setSummary(found);
        setUnsynced(entries.length);
      },
      (error: unknown) => {
        console.error('Could not read what this device holds', error);
        if (!cancelled) setUnsynced(0);
      },
    );
    return () => {
      cancelled = true;
    };
  }, [open, user.uid]);

  const leave = useCallback(
    async (mode: 'keep' | 'clear') => {
      setPhase({ step: 'leaving', mode });
      rememberOwnerNotice(mode === 'clear' ? 'cleared' : 'kept');
      try {
        // Signs out, keeps or clears, then the page starts afresh at / (nothing of this person stays in memory).
        await deviceOwnership.leave(user.uid, mode, signOut);
      } catch (error) {
        console.error('Sign-out failed', error);
        toast({ title: 'Could not clear this device', description: 'You are logged out and your data is kept for your next sign-in.', variant: 'destructive' });
      }
    },
    [signOut, user.uid],
  );

  const clear = useCallback(async () => {
    let entries = await listEntries(db, user.uid);
    if (entries.some((entry) => entry.status === 'waiting')) {
      setPhase({ step: 'sending' });
      await sendWithin(SEND_BEFORE_CLEAR_MS);
      entries = await listEntries(db, user.uid);
    }
    if (entries.length > 0) {
      setPhase({ step: 'unsent', entries, offline: typeof navigator !== 'undefined' && !navigator.onLine });
      return;
    }
    await leave('clear');
  }, [leave, user.uid]);

  // Waiting on unsent changes: try again by itself when the connection comes back.
  useEffect(() => {
    if (phase.step !== 'unsent') return;
    const retry = () => void clear();
    window.addEventListener('online', retry);
    return () => window.removeEventListener('online', retry);
  }, [phase.step, clear]);

  const busy = phase.step === 'sending' || phase.step === 'leaving';
  const items = summary ? clearedItems(summary, ownAiKey) : [];

  return (
    <ModalDialog
      open={open}
      onClose={() => !busy && onClose()}
      title="Log out"
      description="Is this a shared device, like a studio tablet? Clear it and the next person finds nothing of yours. What is in your account stays safe on the server."
    >
      {phase.step === 'unsent' ? (
        <UnsentChanges entries={phase.entries} offline={phase.offline} />
      ) : (
        <>
          {summary && (
            <div className="mt-4 text-sm">
              <p className="font-semibold">Clearing removes from this device:</p>
              {items.length > 0 ? (
                <ul className="mt-1 list-disc space-y-0.5 pl-5 text-ink-800 dark:text-ink-100">
                  {items.map((item) => (
                    <li key={item}>{item}</li>
                  ))}
                </ul>
              ) : (
                <p className="mt-1 text-ink-800 dark:text-ink-100">Nothing of yours besides your sign-in.</p>
              )}
            </div>
          )}
          {unsynced !== null && unsynced > 0 && (
            <p className={`${NOTE} border-amber-500/60 bg-amber-500/10`}>
              {changes(unsynced)} {unsynced === 1 ? "hasn't" : "haven't"} reached the server yet. Clearing sends {unsynced === 1 ? 'it' : 'them'} first;
              keeping holds {unsynced === 1 ? 'it' : 'them'} here until you sign in again.
            </p>
          )}
        </>
      )}
      <p role="status" className="sr-only">
        {phase.step === 'sending' ? 'Sending your changes…' : phase.step === 'leaving' ? (phase.mode === 'clear' ? 'Clearing this device…' : 'Logging out…') : ''}
      </p>
      <div className="mt-6 flex flex-col gap-2">
        {phase.step === 'unsent' ? (
          <>
            <button type="button" className={buttonClasses('primary', 'w-full')} onClick={() => void clear()}>
              Try again
            </button>
            <button type="button" className={buttonClasses('secondary', 'w-full')} onClick={() => void leave('keep')}>
              Log out and keep my data here
            </button>
            <button type="button" className={buttonClasses('danger', 'w-full')} onClick={() => void leave('clear')}>
              Discard {phase.entries.length === 1 ? 'it' : 'them'} and clear this device
            </button>
          </>
        ) : (
          <>
            <button type="button" className={buttonClasses('danger', 'w-full')} disabled={busy || unsynced === null} onClick={() => void clear()}>
              {phase.step === 'sending' ? 'Sending your changes…' : phase.step === 'leaving' && phase.mode === 'clear' ? 'Clearing…' : 'Log out and clear this device'}
            </button>
            <button type="button" className={buttonClasses('secondary', 'w-full')} disabled={busy || unsynced === null} onClick={() => void leave('keep')}>
              {phase.step === 'leaving' && phase.mode === 'keep' ? 'Logging out…' : 'Log out and keep my data here'}
            </button>
            <p className="text-xs text-ink-700 dark:text-ink-200">Kept here, it waits for your next sign-in on this device; nobody else who uses it sees it.</p>
          </>
        )}
        <button type="button" className={buttonClasses('ghost', 'w-full')} disabled={busy} onClick={onClose}>
          Cancel
        </button>
      </div>
    </ModalDialog>
  );
}
