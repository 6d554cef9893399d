import { takeOwnerNotice, type OwnerNotice } from '@/db/ownerNotice';
import { toast } from '@/shared/toast/toastStore';

/** What the page says after it reloaded because the device changed hands (names nobody). */
export const OWNER_NOTICE_TOASTS: Record<OwnerNotice, Parameters<typeof toast>[0]> = {
  cleared: { title: 'Signed out and cleared this device', description: 'Nothing of yours is left on it.', variant: 'success' },
  kept: { title: 'Logged out', description: 'Your work is kept on this device for your next sign-in.', variant: 'success' },
  'session-ended': { title: 'You were signed out', description: 'Your work is kept on this device for your next sign-in.' },
  restored: { title: 'Signed in successfully!', description: 'What you kept on this device is back.', variant: 'success' },
  'clear-failed': {
    title: 'Could not clear this device',
    description: 'You are logged out and your data is kept for your next sign-in. Sign in and log out again to clear it.',
    variant: 'destructive',
  },
  'account-deleted': { title: 'Your account was deleted', description: 'Everything InkClarity held of it is gone.', variant: 'success' },
};

/** Shows the notice a reload for an owner change left behind, once. */
export function showOwnerNotice(): void {
  const notice = takeOwnerNotice();
  if (notice) toast(OWNER_NOTICE_TOASTS[notice]);
}
