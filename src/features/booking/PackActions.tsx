import { useLiveQuery } from 'dexie-react-hooks';
import { db } from '@/db/database';
import { toast } from '@/shared/toast/toastStore';
import { buttonClasses } from '@/shared/ui/buttonClasses';
import { packBlob } from '@/sync/bookingStore';

export const packFileName = (appointmentId: string) => `inkclarity-hand-off-${appointmentId.slice(0, 8)}.pdf`;

export function savePdf(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  // Revoked after the click has started the download.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** Shares the PDF as a file where the browser can (phones), else downloads it. */
export async function sharePdf(blob: Blob, name: string, title: string): Promise<void> {
  const file = new File([blob], name, { type: 'application/pdf' });
  if (typeof navigator.canShare === 'function' && navigator.canShare({ files: [file] })) {
    try {
      await navigator.share({ files: [file], title });
      return;
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') return;
    }
  }
  savePdf(blob, name);
}

/** Download and Share of an appointment's hand-off pack: this device's copy (offline too), else the server's. */
export function PackActions({ appointmentId, attached }: { appointmentId: string; attached: boolean }) {
  const local = useLiveQuery(() => db.handoffPacks.get(appointmentId), [appointmentId]);
  if (!local && !attached) return null;
  const run = async (share: boolean) => {
    try {
      const blob = await packBlob(appointmentId);
      if (share) await sharePdf(blob, packFileName(appointmentId), 'Tattoo hand-off pack');
      else savePdf(blob, packFileName(appointmentId));
    } catch (error) {
      toast({ title: 'Could not open the hand-off pack', description: error instanceof Error ? error.message : String(error), variant: 'destructive' });
    }
  };
  return (
    <>
      <button type="button" className={buttonClasses('secondary')} onClick={() => void run(false)}>Download hand-off pack</button>
      <button type="button" className={buttonClasses('ghost')} onClick={() => void run(true)}>Share pack</button>
      {local && local.uploadedAt === undefined && <span className="self-center text-xs font-semibold text-amber-800 dark:text-amber-200">Pack not sent yet</span>}
    </>
  );
}
