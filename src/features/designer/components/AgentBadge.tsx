import { useId, useRef, useState } from 'react';
import { AGENT_BY_ID } from '@/engine/agents/agents';
import type { AgentId } from '@/engine/types';
import { ChevronIcon } from '@/shared/ui/icons';

/**
 * The badge's menu (Headless UI's Listbox and its positioning, ~40 KB gzip): loaded when the badge is
 * about to be used, not in idle time — evaluating it is one long task during the page's start (TBT).
 */
type Selector = (typeof import('./AgentSelector'))['AgentSelector'];
let loading: Promise<Selector> | undefined;
const loadSelector = () =>
  (loading ??= import('./AgentSelector').then(
    (m) => m.AgentSelector,
    (error: unknown) => {
      loading = undefined; // a later press tries again
      throw error;
    },
  ));

export const AGENT_BADGE_CLASSES =
  'inline-flex items-center gap-2 rounded-full bg-ink-950 py-1.5 pl-3 pr-2 text-sm font-semibold text-white outline-none hover:bg-ink-800 focus-visible:ring-2 focus-visible:ring-blood-500 focus-visible:ring-offset-2 dark:bg-white dark:text-ink-950 dark:hover:bg-ink-100 dark:focus-visible:ring-offset-ink-950';

/**
 * Spec §2/§4: the current-agent badge (default Jess) that also changes the agent. It paints as a
 * plain button of the same size; the menu behind it loads when the badge is pointed at, focused or
 * pressed (a press opens the menu as soon as it has loaded).
 */
export function AgentBadge({ value, onChange }: { value: AgentId; onChange: (agent: AgentId) => void }) {
  // Not React.lazy + Suspense: the plain badge must stay the same element until the menu is there,
  // or a press that started on it (pointer down → up) would end on a new one and be lost.
  const [AgentSelector, setAgentSelector] = useState<Selector | null>(null);
  const [loadingMenu, setLoadingMenu] = useState(false);
  const load = () => {
    if (loadingMenu) return;
    setLoadingMenu(true);
    loadSelector().then(
      (selector) => setAgentSelector(() => selector),
      (error: unknown) => {
        setLoadingMenu(false);
        console.warn('Agent menu not loaded', error);
      },
    );
  };
  const pressed = useRef(false);
  const focused = useRef(false);
  const labelId = useId();
  const buttonId = useId();

  const placeholder = (
    <div className="flex items-center gap-2">
      <span id={labelId} className="text-sm text-ink-600 dark:text-ink-300">
        Agent
      </span>
      <button
        id={buttonId}
        type="button"
        data-testid="agent-badge"
        aria-haspopup="listbox"
        aria-expanded="false"
        aria-labelledby={`${labelId} ${buttonId}`}
        aria-busy={loadingMenu || undefined}
        onTouchStart={load}
        className={AGENT_BADGE_CLASSES}
        onPointerEnter={load}
        onFocus={() => {
          focused.current = true;
          load();
        }}
        onBlur={() => (focused.current = false)}
        onClick={() => {
          pressed.current = true;
          load();
        }}
      >
        <span aria-hidden="true" className="size-2 rounded-full bg-blood-500" />
        {AGENT_BY_ID[value].name}
        <ChevronIcon className="size-4 opacity-70" />
      </button>
    </div>
  );
  if (!AgentSelector) return placeholder;
  return <AgentSelector value={value} onChange={onChange} takeOver={() => ({ open: pressed.current, focus: focused.current })} />;
}
