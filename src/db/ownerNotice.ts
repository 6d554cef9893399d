/**
 * What to tell the person after the page reloaded because the device changed hands (a reload
 * drops every screen's memory of the last person; the toast area is gone with it, so the
 * message waits in sessionStorage and app/startup.ts shows it). Names nobody.
 */
export type OwnerNotice = 'cleared' | 'kept' | 'session-ended' | 'restored' | 'clear-failed' | 'account-deleted';
export const OWNER_NOTICE_KEY = 'inkclarity-owner-notice';
const OWNER_NOTICES: readonly string[] = ['cleared', 'kept', 'session-ended', 'restored', 'clear-failed', 'account-deleted'];

export function rememberOwnerNotice(notice: OwnerNotice): void {
  try {
    sessionStorage.setItem(OWNER_NOTICE_KEY, notice);
  } catch {
    // Storage blocked: the reload still happens, without the message.
  }
}

/** The waiting notice, removed as it is read (shown once). */
export function takeOwnerNotice(): OwnerNotice | null {
  try {
    const notice = sessionStorage.getItem(OWNER_NOTICE_KEY);
    sessionStorage.removeItem(OWNER_NOTICE_KEY);
    return notice !== null && OWNER_NOTICES.includes(notice) ? (notice as OwnerNotice) : null;
  } catch {
    return null;
  }
}
