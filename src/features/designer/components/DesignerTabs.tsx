import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { DESIGNER_TABS, type DesignerTab } from '../designerPersistence';
import { TAB_LABELS } from '../designerMessages';
import { ChatIcon, MicIcon, PaletteIcon } from '@/shared/ui/icons';

const TAB_ICONS = { text: ChatIcon, voice: MicIcon, studio: PaletteIcon } as const;

/**
 * The designer's three tabs (WAI-ARIA tabs pattern: arrow keys, Home and End move and select,
 * one tab stop). Written here rather than with Headless UI's Tabs so the designer's first paint
 * does not carry Headless UI (issue #16's JS budget). Only the open tab's panel is rendered.
 */
export function DesignerTabs({ tab, onSelect, children }: { tab: DesignerTab; onSelect: (tab: DesignerTab) => void; children: ReactNode }) {
  const id = useId();
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const tabId = (t: DesignerTab) => `${id}-tab-${t}`;
  const panelId = `${id}-panel`;

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    // From the focused tab, not the selected one: a selection made before the saved state has
    // loaded applies after it (afterHydration), and quick presses must still walk tab by tab.
    const focused = tabs.current.indexOf(event.currentTarget);
    const index = focused >= 0 ? focused : DESIGNER_TABS.indexOf(tab);
    const last = DESIGNER_TABS.length - 1;
    const next =
      event.key === 'ArrowRight' ? (index === last ? 0 : index + 1)
      : event.key === 'ArrowLeft' ? (index === 0 ? last : index - 1)
      : event.key === 'Home' ? 0
      : event.key === 'End' ? last
      : null;
    if (next === null) return;
    event.preventDefault();
    onSelect(DESIGNER_TABS[next]);
    tabs.current[next]?.focus();
  };

  return (
    <>
      <div role="tablist" aria-label="Designer" className="mb-4 grid grid-cols-3 gap-1 rounded-xl bg-ink-100 p-1 sm:inline-grid sm:w-auto dark:bg-ink-900">
        {DESIGNER_TABS.map((t, i) => {
          const Icon = TAB_ICONS[t];
          const selected = t === tab;
          return (
            <button
              key={t}
              ref={(el) => {
                tabs.current[i] = el;
              }}
              type="button"
              role="tab"
              id={tabId(t)}
              aria-selected={selected}
              aria-controls={selected ? panelId : undefined}
              tabIndex={selected ? 0 : -1}
              data-selected={selected ? '' : undefined}
              onClick={() => onSelect(t)}
              onKeyDown={onKeyDown}
              className="flex items-center justify-center gap-2 whitespace-nowrap rounded-lg px-1 py-2 text-[0.8125rem] font-semibold sm:text-sm text-ink-700 outline-none transition-colors hover:text-ink-950 focus-visible:ring-2 focus-visible:ring-blood-500 data-selected:bg-white data-selected:text-ink-950 data-selected:shadow-sm sm:px-4 dark:text-ink-300 dark:hover:text-white dark:data-selected:bg-ink-700 dark:data-selected:text-white"
            >
              <Icon className="hidden size-4 min-[400px]:block" />
              {TAB_LABELS[t]}
            </button>
          );
        })}
      </div>
      <div role="tabpanel" id={panelId} aria-labelledby={tabId(tab)} tabIndex={0} className="outline-none">
        {children}
      </div>
    </>
  );
}
