import { useState } from 'react';
import { toast } from '@/shared/toast/toastStore';
import { buttonClasses } from '@/shared/ui/buttonClasses';
import { ModalDialog } from '@/shared/ui/ModalDialog';
import { canSharePng } from '@/shared/files/pngFiles';
import { imageUrl, saveStencil, shareStencil } from '../imageFiles';

/**
 * The stencil, shown before it is saved (issue #20: a silent download did nothing visible on a
 * phone). Download saves the PNG and says so; Share hands it to the system share sheet where the
 * browser can (phones), so it can go straight to the artist.
 */
export function StencilDialog({ png, onClose }: { png: Blob | null; onClose: () => void }) {
  const [sharing, setSharing] = useState(false);
  const shareable = png ? canSharePng() : false;

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
    <ModalDialog
      open={png !== null}
      onClose={onClose}
      size="lg"
      title="Stencil"
      description="Clean outlines at 300 DPI, ready for transfer paper."
    >
      <div className="mt-4 flex flex-col gap-4">
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
      </div>
    </ModalDialog>
  );
}
