import { useState, type FormEvent } from 'react';
import { useAuthStore } from '@/shared/auth/authStore';
import type { CurrentUser } from '@/shared/auth/userDisplay';
import { toast } from '@/shared/toast/toastStore';
import { buttonClasses } from '@/shared/ui/buttonClasses';
import { TextField } from '@/shared/ui/FormField';
import { deviceOwnership } from '@/db/database';
import { rememberOwnerNotice } from '@/db/ownerNotice';

const loadActions = () => import('@/shared/auth/accountActions');

/** What the user types to confirm the deletion: deliberate, and the same for every account. */
export const DELETE_CONFIRMATION = 'DELETE';

function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // The click has started the download; the object URL is no longer needed after this turn.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** Settings → Your account: download everything the server holds, or delete the account. */
export function AccountSection({ user }: { user: CurrentUser }) {
  const signOut = useAuthStore((s) => s.signOut);
  const [downloading, setDownloading] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [typed, setTyped] = useState('');
  const [typedError, setTypedError] = useState<string>();
  const [deleting, setDeleting] = useState(false);

  const download = async () => {
    setDownloading(true);
    try {
      const { downloadMyData } = await loadActions();
      const { blob, fileName } = await downloadMyData();
      saveFile(blob, fileName);
      toast({ title: 'Your data is downloading', description: fileName, variant: 'success' });
    } catch (error) {
      console.error('Export failed', error);
      toast({ title: 'Could not download your data', description: 'Check your connection and try again.', variant: 'destructive' });
    } finally {
      setDownloading(false);
    }
  };

  const remove = async (e: FormEvent) => {
    e.preventDefault();
    if (typed.trim() !== DELETE_CONFIRMATION) {
      setTypedError(`Type ${DELETE_CONFIRMATION} to confirm`);
      return;
    }
    setDeleting(true);
    try {
      const { deleteMyAccount } = await loadActions();
      await deleteMyAccount();
    } catch (error) {
      console.error('Account deletion failed', error);
      toast({ title: 'Could not delete your account', description: 'Nothing was lost. Check your connection and try again.', variant: 'destructive' });
      setDeleting(false);
      return;
    }
    // The account is gone: nothing of it stays on this device either (its unsent changes have no
    // account to go to). The page then starts afresh at / and says so; should the clearing fail,
    // the rows are kept away from the next person and the page says that instead.
    rememberOwnerNotice('account-deleted');
    await deviceOwnership.leave(user.uid, 'clear', signOut).catch((error: unknown) => console.error('Clearing the device failed', error));
  };

  return (
    <section aria-labelledby="account" className="rounded-2xl border border-ink-200 p-6 dark:border-ink-800">
      <h2 id="account" className="text-lg font-bold">Your account</h2>
      <p className="mt-1 text-sm text-ink-700 dark:text-ink-200">
        Signed in as <span className="font-semibold">{user.email ?? user.displayName ?? 'you'}</span>. Your data belongs to you.
      </p>
      <div className="mt-4 flex flex-wrap gap-3">
        <button type="button" className={buttonClasses('secondary')} onClick={download} disabled={downloading}>
          {downloading ? 'Preparing your file…' : 'Download my data'}
        </button>
        {!confirming && (
          <button type="button" className={buttonClasses('danger')} onClick={() => setConfirming(true)}>
            Delete my account
          </button>
        )}
      </div>
      {confirming && (
        <form onSubmit={remove} className="mt-5 grid gap-3 rounded-xl border border-blood-600 p-4 dark:border-blood-400" aria-labelledby="delete-heading">
          <h3 id="delete-heading" className="font-bold">Delete my account</h3>
          <p className="text-sm text-ink-700 dark:text-ink-200">
            This deletes your profile, saved designs, consultations and appointments from the server, and your sign-in. It cannot be undone.
            Download your data first if you want a copy.
          </p>
          <TextField
            label={`Type ${DELETE_CONFIRMATION} to confirm`}
            autoComplete="off"
            value={typed}
            error={typedError}
            onChange={(e) => {
              setTyped(e.target.value);
              setTypedError(undefined);
            }}
          />
          <div className="flex flex-wrap gap-3">
            <button type="submit" className={buttonClasses('danger')} disabled={deleting}>
              {deleting ? 'Deleting…' : 'Delete my account for good'}
            </button>
            <button
              type="button"
              className={buttonClasses('ghost')}
              disabled={deleting}
              onClick={() => {
                setConfirming(false);
                setTyped('');
                setTypedError(undefined);
              }}
            >
              Cancel
            </button>
          </div>
        </form>
      )}
    </section>
  );
}
