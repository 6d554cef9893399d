import { Description, Dialog, DialogPanel, DialogTitle } from '@headlessui/react';
import { ToastOutlet } from '@/shared/toast/Toaster';
import type { ReactNode } from 'react';

export interface ModalDialogProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  description?: ReactNode;
  /** md for a confirmation, lg for a form or an image. */
  size?: 'md' | 'lg';
  children: ReactNode;
}

const WIDTH = { md: 'max-w-md', lg: 'max-w-lg' } as const;

/**
 * The app's centred modal: dimmed backdrop, a panel that scrolls with the page when it is taller
 * than a phone's screen, the title and its description wired to the dialog for screen readers.
 * Headless UI traps focus and closes on Escape and on a click outside.
 */
export function ModalDialog({ open, onClose, title, description, size = 'md', children }: ModalDialogProps) {
  return (
    <Dialog open={open} onClose={onClose} className="fixed inset-0 z-[60]">
      <div className="fixed inset-0 bg-ink-950/60 backdrop-blur-sm" aria-hidden="true" />
      <div className="fixed inset-0 overflow-y-auto p-4">
        <div className="flex min-h-full items-center justify-center">
          <DialogPanel
            className={`w-full ${WIDTH[size]} rounded-2xl border border-ink-200 bg-white p-6 shadow-2xl dark:border-ink-700 dark:bg-ink-900`}
          >
            <DialogTitle className="text-xl font-black tracking-tight">{title}</DialogTitle>
            {description !== undefined && (
              <Description className="mt-2 text-sm text-ink-700 dark:text-ink-200">{description}</Description>
            )}
            {children}
            <ToastOutlet />
          </DialogPanel>
        </div>
      </div>
    </Dialog>
  );
}
