/** Reveals the next page of older messages (see useMessageWindow). */
export function ShowEarlierButton({ hidden, onClick }: { hidden: number; onClick: () => void }) {
  return (
    <div className="mb-3 flex justify-center">
      <button
        type="button"
        className="rounded-full border border-ink-300 bg-white px-3 py-1 text-xs font-semibold hover:bg-ink-100 focus-visible:outline-2 focus-visible:outline-blood-500 dark:border-ink-600 dark:bg-ink-900 dark:hover:bg-ink-800"
        onClick={onClick}
      >
        Show earlier messages ({hidden.toLocaleString()} more)
      </button>
    </div>
  );
}
