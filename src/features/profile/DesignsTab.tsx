import { useState } from 'react';
import { Dialog, DialogPanel, DialogTitle } from '@headlessui/react';
import { db, type UserRecord } from '@/db/database';
import { canSharePng, downloadPng, sharePng } from '@/shared/files/pngFiles';
import { ToastOutlet } from '@/shared/toast/Toaster';
import { toast } from '@/shared/toast/toastStore';
import { buttonClasses } from '@/shared/ui/buttonClasses';
import { AnalyseLink, DesignAnalysis } from './DesignAnalysis';
import { designBlob, designFileName, useDesignImageUrl } from './designImage';
import { downloadStencil, stencilInputs } from './designStencil';
import { loadIntoDesigner } from './openInDesigner';
import { CARD, EmptyState, Facts, SyncMark, formatDate, str } from './ui';

/** Designs shown per page: a phone renders a page of cards at once, the rest on demand. */
export const DESIGNS_PAGE_SIZE = 24;

async function saveStencil(design: UserRecord) {
  try {
    const name = await downloadStencil(design);
    toast({ title: 'Stencil saved', description: `${name} is in your downloads.`, variant: 'success' });
  } catch (error) {
    console.error('Stencil failed', error);
    toast({ title: 'Stencil failed', description: 'The stencil could not be drawn. Please try again.', variant: 'destructive' });
  }
}

/** Saves the PNG and, for a design whose stencil can be drawn, offers the stencil too. */
async function download(design: UserRecord) {
  try {
    const name = designFileName(design);
    downloadPng(await designBlob(design), name);
    toast(stencilInputs(design)
      ? { title: 'Design downloaded', description: `${name} is in your downloads. Need the stencil too?`, variant: 'success', action: { label: 'Download stencil', onAction: () => void saveStencil(design) } }
      : { title: 'Design downloaded', description: `${name} is in your downloads.`, variant: 'success' });
  } catch {
    toast({ title: 'Download failed', description: 'The image could not be loaded. Please try again.', variant: 'destructive' });
  }
}

/** Web Share with the PNG where the device can share files; else copy a link; else download. */
export async function share(design: UserRecord) {
  const title = `My ${str(design.style) || 'tattoo'} design`;
  try {
    const blob = await designBlob(design);
    if (canSharePng()) {
      await sharePng(blob, designFileName(design), title);
      return;
    }
    if (navigator.clipboard && typeof design.image_url === 'string') {
      await navigator.clipboard.writeText(new URL(design.image_url, window.location.origin).href);
      toast({ title: 'Link copied', variant: 'success' });
      return;
    }
    downloadPng(blob, designFileName(design));
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') return; // the user closed the share sheet
    toast({ title: 'Share failed', description: 'The design could not be shared. Please try again.', variant: 'destructive' });
  }
}

/** Cards in the first row (three columns on a desktop): loaded at once, the rest as they scroll in. */
const FIRST_ROW = 3;

function Thumbnail({ design, className, eager = false }: { design: UserRecord; className: string; eager?: boolean }) {
  const { url, failed } = useDesignImageUrl(design);
  const alt = `${str(design.style)} tattoo design for the ${str(design.placement)}`;
  // Sized (square, as drawn) so the grid does not shift as images arrive; decoded off the main thread.
  if (url)
    return (
      <img
        src={url}
        alt={alt}
        width={512}
        height={512}
        className={`${className} h-auto bg-white object-contain`}
        loading={eager ? 'eager' : 'lazy'}
        fetchPriority={eager ? 'high' : 'auto'}
        decoding="async"
      />
    );
  return (
    <div className={`${className} flex items-center justify-center bg-ink-100 text-sm text-ink-600 dark:bg-ink-800 dark:text-ink-300`}>
      {failed ? 'Image unavailable' : typeof design.image_url === 'string' || design.image ? 'Loading image...' : 'No image'}
    </div>
  );
}

function DesignDialog({ design, onClose }: { design: UserRecord; onClose: () => void }) {
  const open = async () => {
    await loadIntoDesigner(db, design);
    // A full load: the designer reads its brief from Dexie when it starts.
    window.location.assign('/designer?tab=studio');
  };
  return (
    <Dialog open onClose={onClose} className="relative z-50">
      <div className="fixed inset-0 bg-ink-950/60" aria-hidden="true" />
      <div className="fixed inset-0 overflow-y-auto p-4">
        <DialogPanel className="mx-auto max-w-2xl rounded-2xl bg-white p-6 text-ink-950 dark:bg-ink-900 dark:text-ink-50">
          <DialogTitle className="text-xl font-bold capitalize">{`${str(design.style)} · ${str(design.placement)}`}</DialogTitle>
          <Thumbnail design={design} className="mt-4 aspect-square w-full rounded-xl" eager />
          <div className="mt-4">
            <Facts
              items={[
                ['Style', str(design.style)],
                ['Placement', str(design.placement)],
                ['Size', str(design.size)],
                ['Colors', str(design.colors)],
                ['Keywords', str(design.keywords)],
                ['Description', str(design.description)],
                ['Created', formatDate(design.created_at)],
              ]}
            />
            {str(design.prompt) && (
              <details className="mt-3 text-sm">
                <summary className="cursor-pointer font-semibold">Prompt</summary>
                <p className="mt-2 whitespace-pre-wrap text-ink-700 dark:text-ink-200">{str(design.prompt)}</p>
              </details>
            )}
          </div>
          <div className="mt-6 flex flex-wrap gap-3">
            <button type="button" className={buttonClasses('primary')} onClick={() => void open()}>
              Open in Designer
            </button>
            <button type="button" className={buttonClasses('secondary')} onClick={() => void download(design)}>
              Download
            </button>
            {stencilInputs(design) && (
              <button type="button" className={buttonClasses('secondary')} onClick={() => void saveStencil(design)}>
                Download Stencil
              </button>
            )}
            <button type="button" className={buttonClasses('ghost')} onClick={onClose}>
              Close
            </button>
          </div>
          <ToastOutlet />
        </DialogPanel>
      </div>
    </Dialog>
  );
}

export function DesignsTab({ designs }: { designs: UserRecord[] }) {
  const [shown, setShown] = useState(DESIGNS_PAGE_SIZE);
  const [viewing, setViewing] = useState<UserRecord | null>(null);
  if (designs.length === 0)
    return (
      <div className="grid gap-4">
        <EmptyState title="No saved designs yet" action="Create Your First Design" to="/designer" />
      </div>
    );
  return (
    <div className="grid gap-4">
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-label="Saved designs">
        {designs.slice(0, shown).map((design, index) => (
          <li key={design.id} className={`${CARD} flex flex-col gap-3`}>
            <Thumbnail design={design} className="aspect-square w-full rounded-xl" eager={index < FIRST_ROW} />
            <div className="flex flex-wrap items-center justify-between gap-2">
              <p className="font-semibold capitalize">{str(design.style) || 'Design'}</p>
              <SyncMark state={design.syncState} />
            </div>
            <p className="text-sm text-ink-700 capitalize dark:text-ink-200">{str(design.placement)}</p>
            <p className="text-xs text-ink-600 dark:text-ink-300">{formatDate(design.created_at)}</p>
            <DesignAnalysis design={design} />
            <div className="mt-auto flex flex-wrap gap-2">
              <button type="button" className={buttonClasses('secondary')} onClick={() => setViewing(design)}>
                View
              </button>
              <button type="button" className={buttonClasses('secondary')} onClick={() => void download(design)}>
                Download
              </button>
              <button type="button" className={buttonClasses('secondary')} onClick={() => void share(design)}>
                Share
              </button>
              <AnalyseLink design={design} />
            </div>
          </li>
        ))}
      </ul>
      {shown < designs.length && (
        <button type="button" className={buttonClasses('secondary', 'justify-self-center')} onClick={() => setShown((n) => n + DESIGNS_PAGE_SIZE)}>
          {`Show more (${designs.length - shown} left)`}
        </button>
      )}
      {viewing && <DesignDialog design={viewing} onClose={() => setViewing(null)} />}
    </div>
  );
}
