import { Dialog, DialogPanel, DialogTitle } from '@headlessui/react';
import { ToastOutlet } from '@/shared/toast/Toaster';
import { AssistantPanel } from './AssistantPanel';

/**
 * The AI Assistant as a slide-over from the right, opened from the top bar on every screen (and
 * from the designer); the same conversation as /chat. Full width on phones.
 */
export default function AssistantSlideOver({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Dialog open={open} onClose={onClose} className="fixed inset-0 z-[60]">
      <div className="fixed inset-0 bg-ink-950/40 backdrop-blur-[2px]" aria-hidden="true" />
      <div className="fixed inset-y-0 right-0 flex w-full max-w-full sm:max-w-md">
        <DialogPanel className="flex h-full w-full flex-col border-l border-ink-200 bg-white p-4 shadow-2xl dark:border-ink-700 dark:bg-ink-900" data-testid="assistant-slide-over">
          <AssistantPanel
            title={<DialogTitle className="font-display text-xl font-black tracking-tight">AI Assistant</DialogTitle>}
            actions={
              <button
                type="button"
                onClick={onClose}
                aria-label="Close AI Assistant"
                className="grid size-9 place-items-center rounded-lg hover:bg-ink-100 focus-visible:outline-2 focus-visible:outline-blood-500 dark:hover:bg-ink-800"
              >
                <svg viewBox="0 0 24 24" className="size-5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" aria-hidden="true">
                  <path d="M6 6l12 12M18 6 6 18" />
                </svg>
              </button>
            }
          />
          <ToastOutlet />
        </DialogPanel>
      </div>
    </Dialog>
  );
}
