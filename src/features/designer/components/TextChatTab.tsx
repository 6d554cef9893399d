import { useEffect, useMemo, useState } from 'react';
import { AGENT_BY_ID } from '@/engine/agents/agents';
import type { DesignSlots } from '@/engine/designBrief';
import { PERSONA_BY_ID, asksToGenerate } from '@/engine/personaProfiles';
import type { PersonaId } from '@/engine/types';
import { buttonClasses } from '@/shared/ui/buttonClasses';
import { toast } from '@/shared/toast/toastStore';
import { PERSONA_GREETINGS, STARTER_IDEAS } from '../designerMessages';
import { canGenerate } from '../designerStore';
import { whenIdle } from '@/shared/scheduling/whenIdle';
import { createSendQueue } from '../sendQueue';
import { afterHydration, designerStore, hydrateDesigner, prepareToChat, useDesigner, warmEngineWhenIdle } from '../useDesigner';
import { runOnDevice } from '@/ai/engineWorker/deviceEngine';
import { ChatTabLayout } from './ChatTabLayout';
import { Composer } from './Composer';
import { HandoffBanner } from './HandoffBanner';
import { MessageList } from './MessageList';
import { PersonaPicker } from './PersonaPicker';
import { ProviderIndicator } from './ProviderIndicator';

/** Whether the brief names anything a persona would pick up from (personaWelcome's own test). */
const briefStarted = (slots: DesignSlots) => (['style', 'bodyZone', 'keywords', 'size', 'colors'] as const).some((f) => slots[f].trim() !== '');

/**
 * A persona opened mid-conversation continues from the shared brief (engine/personas'
 * personaWelcome). That is the reply engine's, so it is asked of the engine's worker, and only
 * when the brief has something in it (in an idle moment); until then, and for an empty brief, the
 * usual greeting. Only while this persona's conversation is empty: the greeting opens the
 * conversation, so once the visitor has written it stays as it was read (it used to rewrite itself
 * after a first message to "I'm caught up on your idea…", repeating the reply below it).
 */
function usePersonaGreeting(persona: PersonaId, slots: DesignSlots, messages: readonly unknown[] | undefined): string {
  const [welcome, setWelcome] = useState<{ persona: PersonaId; text: string | null } | null>(null);
  const opening = messages !== undefined && messages.length === 0;
  const needed = opening && briefStarted(slots);
  useEffect(() => {
    if (!needed) return;
    let stale = false;
    const cancel = whenIdle(
      () =>
        void runOnDevice('personaWelcome', [persona, { ...slots }]).then(
          (text) => stale || setWelcome({ persona, text }),
          (error: unknown) => console.warn('Persona greeting not loaded', error),
        ),
    );
    return () => {
      stale = true;
      cancel();
    };
  }, [needed, persona, slots]);
  // (A brief that changes keeps the last welcome on screen until the new one is in: no flicker.)
  const current = welcome?.persona === persona ? welcome.text : null;
  return (briefStarted(slots) && current) || PERSONA_GREETINGS[persona];
}

/**
 * Spec §2 Text Chat: persona picker, conversation through src/ai, capture notes, handoff.
 * `onGenerate` opens the Design Studio and starts generating: the Generate Design button and a
 * message like "generate it" (once the brief is far enough along) both use it. `onOpenStudio`
 * only switches tab (the agent badge's Josh offers the studio without leaving the chat).
 */
export function TextChatTab({ onGenerate, onOpenStudio }: { onGenerate: () => void; onOpenStudio: () => void }) {
  const agent = useDesigner((s) => s.agent);
  const slots = useDesigner((s) => s.slots);
  const persona = useDesigner((s) => s.persona);
  const messages = useDesigner((s) => s.conversations[s.persona]);
  const replying = useDesigner((s) => Boolean(s.replying[s.persona]));
  const streamingText = useDesigner((s) => s.streaming[s.persona]);
  const handoff = useDesigner((s) => s.handoff);
  const draft = useDesigner((s) => s.drafts[s.persona] ?? '');
  const hydrated = useDesigner((s) => s.hydrated);
  const actions = designerStore.getState();
  const name = PERSONA_BY_ID[persona].name;
  const greeting = usePersonaGreeting(persona, slots, messages);
  // Whether the engine has loaded ahead of the first message, for the browser tests (which otherwise
  // could only guess when a first reply is as quick as a visitor's will be).
  const [engineWarm, setEngineWarm] = useState(false);
  useEffect(() => warmEngineWhenIdle(() => setEngineWarm(true)), []);

  // Messages sent while the saved conversation is still loading wait for it, in order; the store
  // then shows each at once and answers it when the AI client (and engine) have loaded.
  const queue = useMemo(() => createSendQueue((text) => designerStore.getState().sendMessage(text), hydrateDesigner), []);
  const send = (text: string) => {
    void queue(text).then(() => {
      if (asksToGenerate(text) && canGenerate(designerStore.getState().slots)) onGenerate();
    });
  };

  const focusComposer = () => requestAnimationFrame(() => document.querySelector<HTMLTextAreaElement>('[data-composer]')?.focus());

  const clearChat = () => {
    const cleared = persona;
    void actions.clearChat(cleared).then((removed) => {
      if (removed.length === 0) return;
      focusComposer();
      toast({
        title: 'Chat cleared',
        description: `Your conversation with ${name} was removed.`,
        action: { label: 'Undo', onAction: () => void actions.restoreChat(cleared, removed) },
      });
    });
  };

  return (
    <ChatTabLayout slots={slots} onGenerate={onGenerate}>
      <section
        aria-labelledby="text-chat-title"
        // About to write (a press, focus or key anywhere in the chat): load what the first message needs.
        onPointerDown={prepareToChat}
        onFocus={prepareToChat}
        onKeyDown={prepareToChat}
        data-engine={engineWarm ? 'warm' : undefined}
        className="flex h-[calc(100dvh-18.5rem)] min-h-[26rem] flex-col rounded-2xl lg:h-[min(46rem,calc(100dvh-16.5rem))] lg:min-h-[24rem] border border-ink-200 bg-white p-3 shadow-sm sm:p-4 dark:border-ink-800 dark:bg-ink-900"
      >
        <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
          <h2 id="text-chat-title" className="text-base font-bold tracking-tight">
            Chat with {name}
          </h2>
          <div className="flex items-center gap-2">
            {messages && messages.length > 0 && (
              <button type="button" className={buttonClasses('ghost', 'px-3 py-1.5 text-xs')} onClick={clearChat}>
                Clear chat
              </button>
            )}
            <ProviderIndicator />
          </div>
        </div>
        <PersonaPicker value={persona} onChange={(next) => afterHydration(() => designerStore.getState().setPersona(next))} />
        {agent !== 'jess' && (
          <div className="mt-3 flex flex-wrap items-center justify-between gap-2 rounded-lg border border-ink-200 px-3 py-2 text-sm dark:border-ink-700" data-testid="agent-answers">
            <p>
              <span className="font-semibold">{AGENT_BY_ID[agent].name}</span> answers here (chosen on the agent badge).
            </p>
            {agent === 'josh' && (
              <button type="button" className={buttonClasses('secondary', 'px-3 py-1.5 text-xs')} onClick={onOpenStudio}>
                Open Design Studio
              </button>
            )}
          </div>
        )}
        {handoff && (
          <div className="mt-3">
            <HandoffBanner
              handoff={handoff}
              onSwitch={(next) => {
                actions.setPersona(next);
                focusComposer();
              }}
              onDismiss={() => {
                actions.dismissHandoff();
                focusComposer();
              }}
            />
          </div>
        )}
        {/* The section is sized to end on the first screen (issue #20); the messages take what is left,
            so a handoff banner shrinks the list instead of pushing the message box down. */}
        <div className="mt-3 flex min-h-0 flex-1 flex-col">
          <MessageList
            key={persona}
            messages={messages ?? []}
            personaName={name}
            replying={replying}
            streamingText={streamingText}
            loading={!hydrated || !messages}
            onUndo={actions.undoCapture}
            // A persona opened mid-conversation continues from the shared brief instead of starting over.
            emptyGreeting={greeting}
            starters={STARTER_IDEAS[persona]}
            onStarter={send}
          />
        </div>
        <Composer
          key={persona}
          personaName={name}
          initialDraft={draft}
          busy={replying}
          onSend={send}
          onStop={() => actions.stopReply(persona)}
          // Typed before the saved state loaded: the draft of whichever persona it opens on (the
          // box then shows it: Composer takes a changed draft it has not been typed into).
          onDraft={(text) => (hydrated ? actions.setDraft(persona, text) : afterHydration(() => designerStore.getState().setDraft(designerStore.getState().persona, text)))}
        />
      </section>
    </ChatTabLayout>
  );
}
