import { Dialog, DialogPanel, DialogTitle, Description } from '@headlessui/react';
import { useState } from 'react';
import { toast } from '@/shared/toast/toastStore';
import { buttonClasses } from '@/shared/ui/buttonClasses';
import { canShareStencil, imageUrl, saveStencil, shareStencil } from '../imageFiles';

/**
 * The stencil, shown before it is saved (issue #20: a silent download did nothing visible on a
 * phone). Download saves the PNG and says so; Share hands it to the system share sheet where the
 * browser can (phones), so it can go straight to the artist.
 */
export function StencilDialog({ png, onClose }: { png: Blob | null; onClose: () => void }) {
  const [sharing, setSharing] = useState(false);
  const shareable = png ? canShareStencil(png) : false;

  const download = () => {
    if (!png) return;
    const name = saveStencil(png);
    toast({ title: 'Stencil saved', description: `${name} is in your downloads.`, variant: 'success' });
    onClose();
  };

  const share = async () => {
    if (!png) return;
    setSharing(true);
    try {
      if (await shareStencil(png)) onClose();
    } catch (error) {
      console.error('Stencil share failed', error);
      toast({ title: 'Sharing failed', description: 'The stencil could not be shared. Download it instead.', variant: 'destructive' });
    } finally {
      setSharing(false);
    }
  };

  return (
    <Dialog open={png !== null} onClose={onClose} className="fixed inset-0 z-[60]">
      <div className="fixed inset-0 bg-ink-950/60 backdrop-blur-sm" aria-hidden="true" />
      <div className="fixed inset-0 overflow-y-auto p-4">
        <div className="flex min-h-full items-center justify-center">
          <DialogPanel className="flex w-full max-w-lg flex-col gap-4 rounded-2xl border border-ink-200 bg-white p-5 shadow-2xl dark:border-ink-700 dark:bg-ink-900">
            <div>
              <DialogTitle className="text-xl font-black tracking-tight">Stencil</DialogTitle>
              <Description className="mt-1 text-sm text-ink-600 dark:text-ink-300">Clean outlines at 300 DPI, ready for transfer paper.</Description>
            </div>
            {png && (
              <img
                src={imageUrl(png)}
                alt="Stencil of the design: black outlines on white"
                data-testid="stencil-preview"
                className="mx-auto max-h-[55dvh] w-auto max-w-full rounded-lg border border-ink-200 bg-white object-contain dark:border-ink-700"
              />
            )}
            {/* DOM order = visual order: the main action first, in both layouts. */}
            <div className="flex flex-col gap-2 sm:flex-row">
              <button type="button" autoFocus className={buttonClasses('primary')} onClick={download}>
                Download
              </button>
              {shareable && (
                <button type="button" className={buttonClasses('secondary')} disabled={sharing} onClick={() => void share()}>
                  {sharing ? 'Sharing…' : 'Share'}
                </button>
              )}
              <button type="button" className={buttonClasses('ghost', 'sm:ml-auto')} onClick={onClose}>
                Close
              </button>
            </div>
          </DialogPanel>
        </div>
      </div>
    </Dialog>
  );
}
