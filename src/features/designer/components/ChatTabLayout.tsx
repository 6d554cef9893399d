import type { ReactNode } from 'react';
import type { DesignSlots } from '@/engine/designBrief';
import { CurrentDesignCard } from './CurrentDesignCard';
import { DesignProgressCard } from './DesignProgressCard';

/**
 * Spec §2: the Text and Voice tabs show Design Progress, the conversation and Current Design.
 * Phone and tablet: the conversation first (its message box on the first screen, issue #20), then
 * progress and the current design below. Desktop: the conversation on the left, the two cards
 * beside it. The DOM order is the visual order in both layouts.
 */
export function ChatTabLayout({ slots, onGenerate, children }: { slots: DesignSlots; onGenerate: () => void; children: ReactNode }) {
  return (
    <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_20rem] lg:grid-rows-[auto_1fr]">
      <div className="min-w-0 lg:col-start-1 lg:row-span-2 lg:row-start-1">{children}</div>
      <div className="lg:col-start-2 lg:row-start-1">
        <DesignProgressCard slots={slots} />
      </div>
      <div className="lg:col-start-2 lg:row-start-2">
        <CurrentDesignCard slots={slots} onGenerate={onGenerate} />
      </div>
    </div>
  );
}
