import { useEffect, useState } from 'react';
import { useAuthStore } from '@/shared/auth/authStore';
import type { CurrentUser } from '@/shared/auth/userDisplay';
import { toast } from '@/shared/toast/toastStore';
import { buttonClasses } from '@/shared/ui/buttonClasses';
import { ModalDialog } from '@/shared/ui/ModalDialog';
import { clearUserDataFromDevice, countUnsyncedWrites } from '@/db/deviceData';
import { clearDeviceSecrets } from '@/stores/settingsStore';

export type SignOutChoice = 'keep' | 'clear';

function changes(n: number): string {
  return n === 1 ? '1 change' : `${n} changes`;
}

/**
 * 'Log out' on a shared device (a studio's tablet): keep this device's copy of the user's data,
 * or clear it. Writes that have not reached the server are never dropped: the user is told how
 * many there are, and they stay queued for the next sign-in either way.
 */
export function SignOutDialog({ user, open, onClose, onSignedOut }: { user: CurrentUser; open: boolean; onClose: () => void; onSignedOut: () => void }) {
  const signOut = useAuthStore((s) => s.signOut);
  const [unsynced, setUnsynced] = useState<number | null>(null);
  const [busy, setBusy] = useState<SignOutChoice | null>(null);

  useEffect(() => {
    if (!open) return;
    let cancelled = false;
    countUnsyncedWrites(user.uid).then(
      (n) => !cancelled && setUnsynced(n),
      (error: unknown) => {
        console.error('Could not count unsynced changes', error);
        if (!cancelled) setUnsynced(0);
      },
    );
    return () => {
      cancelled = true;
    };
  }, [open, user.uid]);

  const finish = async (choice: SignOutChoice) => {
    setBusy(choice);
    try {
      if (choice === 'clear') {
        await clearUserDataFromDevice(user.uid);
        // The own AI key is this user's too: never leave it for the next person on the tablet.
        await clearDeviceSecrets(); // the own AI key and the device key that sealed it
      }
      await signOut();
      onSignedOut();
      if (choice === 'clear') {
        toast({
          title: 'Signed out and cleared this device',
          description: unsynced ? `${changes(unsynced)} not yet synced will be sent when you sign in again.` : undefined,
          variant: 'success',
        });
      }
    } catch (error) {
      console.error('Sign-out failed', error);
      toast({ title: 'Could not clear this device', description: 'Your data is unchanged. Please try again.', variant: 'destructive' });
    } finally {
      setBusy(null);
    }
  };

  return (
    <ModalDialog
      open={open}
      onClose={() => busy === null && onClose()}
      title="Log out"
      description="Is this a shared device? You can also remove your profile, saved designs, consultations, appointments and your own AI key from it. They stay safe in your account."
    >
      {unsynced !== null && unsynced > 0 && (
        <p role="status" className="mt-3 rounded-lg border border-amber-500/60 bg-amber-500/10 px-3 py-2 text-sm text-ink-900 dark:text-ink-50">
          {changes(unsynced)} {unsynced === 1 ? "hasn't" : "haven't"} reached the server yet. {unsynced === 1 ? 'It stays' : 'They stay'} on this
          device and will be sent when you sign in again.
        </p>
      )}
      <div className="mt-6 flex flex-col gap-2">
        <button type="button" className={buttonClasses('danger', 'w-full')} disabled={busy !== null || unsynced === null} onClick={() => finish('clear')}>
          {busy === 'clear' ? 'Clearing…' : 'Log out and clear this device'}
        </button>
        <button type="button" className={buttonClasses('secondary', 'w-full')} disabled={busy !== null || unsynced === null} onClick={() => finish('keep')}>
          {busy === 'keep' ? 'Logging out…' : 'Log out and keep my data here'}
        </button>
        <button type="button" className={buttonClasses('ghost', 'w-full')} disabled={busy !== null} onClick={onClose}>
          Cancel
        </button>
      </div>
    </ModalDialog>
  );
}
