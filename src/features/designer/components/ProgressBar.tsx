/** The designer's completion bar (Design Progress and the studio's progress card). */
export function ProgressBar({ percent, labelledBy, className = '' }: { percent: number; labelledBy: string; className?: string }) {
  return (
    <div
      role="progressbar"
      aria-labelledby={labelledBy}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      className={`h-2 overflow-hidden rounded-full bg-ink-100 dark:bg-ink-800 ${className}`}
    >
      <div className="h-full rounded-full bg-blood-600 transition-[width] duration-300" style={{ width: `${percent}%` }} />
    </div>
  );
}
