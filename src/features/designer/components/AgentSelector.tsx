import { Label, Listbox, ListboxButton, ListboxOption, ListboxOptions, Field } from '@headlessui/react';
import { useEffect, useRef } from 'react';
import { AGENTS, AGENT_BY_ID } from '@/engine/agents/agents';
import type { AgentId } from '@/engine/types';
import { AGENT_BADGE_CLASSES } from './AgentBadge';
import { CheckIcon, ChevronIcon } from '@/shared/ui/icons';

interface AgentSelectorProps {
  value: AgentId;
  onChange: (agent: AgentId) => void;
  /** What the plain badge it replaces (AgentBadge) was doing: pressed (open the menu) or focused (keep focus). */
  takeOver?: () => { open: boolean; focus: boolean };
}

/** Spec §2/§4: the current-agent badge's menu (AgentBadge paints the badge until this has loaded). */
export function AgentSelector({ value, onChange, takeOver }: AgentSelectorProps) {
  const agent = AGENT_BY_ID[value];
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    const was = takeOver?.();
    if (was?.open) button.current?.click();
    else if (was?.focus) button.current?.focus();
    // Once, when it replaces the plain badge.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <Field className="flex items-center gap-2">
      <Label className="text-sm text-ink-600 dark:text-ink-300">Agent</Label>
      <Listbox value={value} onChange={onChange}>
        <ListboxButton
          ref={button}
          data-testid="agent-badge"
          className={AGENT_BADGE_CLASSES}
        >
          <span aria-hidden="true" className="size-2 rounded-full bg-blood-500" />
          {agent.name}
          <ChevronIcon className="size-4 opacity-70" />
        </ListboxButton>
        <ListboxOptions
          anchor="bottom end"
          className="z-50 w-72 rounded-xl border border-ink-200 bg-white p-1 shadow-lg outline-none [--anchor-gap:6px] dark:border-ink-700 dark:bg-ink-900"
        >
          {AGENTS.map((a) => (
            <ListboxOption
              key={a.id}
              value={a.id}
              className="group flex cursor-pointer gap-2 rounded-lg px-3 py-2 data-focus:bg-ink-100 dark:data-focus:bg-ink-800"
            >
              <CheckIcon className="mt-0.5 size-4 shrink-0 opacity-0 group-data-selected:opacity-100" />
              <span>
                <span className="block text-sm font-semibold">
                  {a.name}
                  {a.name !== a.role && <span className="font-normal text-ink-600 dark:text-ink-300"> · {a.role}</span>}
                </span>
                <span className="block text-xs text-ink-600 dark:text-ink-300">{a.description}</span>
              </span>
            </ListboxOption>
          ))}
        </ListboxOptions>
      </Listbox>
    </Field>
  );
}
