import { useEffect, useRef } from 'react';
import { buttonClasses } from '@/shared/ui/buttonClasses';

export function ErrorScreen({ onTryAgain, onGoHome }: { onTryAgain: () => void; onGoHome: () => void }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section role="alert" className="mx-auto flex min-h-[60vh] max-w-lg flex-col items-center justify-center gap-4 px-6 py-16 text-center">
      <div aria-hidden="true" className="grid size-14 place-items-center rounded-full bg-blood-600/10 text-2xl text-blood-600 dark:text-blood-400">
        !
      </div>
      <h1 ref={heading} tabIndex={-1} className="text-2xl font-bold tracking-tight outline-none">
        Something went wrong
      </h1>
      <p className="text-ink-600 dark:text-ink-300">We encountered an unexpected error. Don&apos;t worry, your data is safe.</p>
      <div className="mt-2 flex flex-wrap justify-center gap-3">
        <button type="button" onClick={onTryAgain} className={buttonClasses('primary')}>
          Try Again
        </button>
        <button type="button" onClick={onGoHome} className={buttonClasses('secondary')}>
          Go Home
        </button>
      </div>
    </section>
  );
}
