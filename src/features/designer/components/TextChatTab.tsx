import { AGENT_BY_ID } from '@/engine/agents/agents';
import { PERSONA_BY_ID, asksToGenerate, personaWelcome } from '@/engine/personas';
import { buttonClasses } from '@/shared/ui/buttonClasses';
import { toast } from '@/shared/toast/toastStore';
import { PERSONA_GREETINGS, STARTER_IDEAS } from '../designerMessages';
import { canGenerate } from '../designerStore';
import { designerStore, useDesigner } from '../useDesigner';
import { ChatTabLayout } from './ChatTabLayout';
import { Composer } from './Composer';
import { HandoffBanner } from './HandoffBanner';
import { MessageList } from './MessageList';
import { PersonaPicker } from './PersonaPicker';
import { ProviderIndicator } from './ProviderIndicator';

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
  const handoff = useDesigner((s) => s.handoff);
  const draft = useDesigner((s) => s.drafts[s.persona] ?? '');
  const actions = designerStore.getState();
  const name = PERSONA_BY_ID[persona].name;

  // The banner's buttons disappear when used: keyboard focus moves on to the message box.
  const send = (text: string) => {
    void actions.sendMessage(text).then(() => {
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
        <PersonaPicker value={persona} onChange={actions.setPersona} />
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
            loading={!messages}
            onUndo={actions.undoCapture}
            // A persona opened mid-conversation continues from the shared brief instead of starting over.
            emptyGreeting={personaWelcome(persona, slots) ?? PERSONA_GREETINGS[persona]}
            starters={STARTER_IDEAS[persona]}
            onStarter={send}
          />
        </div>
        <Composer
          key={persona}
          personaName={name}
          initialDraft={draft}
          busy={replying || !messages}
          onSend={send}
          onDraft={(text) => actions.setDraft(persona, text)}
        />
      </section>
    </ChatTabLayout>
  );
}
