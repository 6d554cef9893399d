import { AssistantPanel } from './AssistantPanel';

/** /chat: the AI Assistant panel as a full page (DESIGN.md §2). */
export default function AssistantScreen() {
  return (
    <section className="mx-auto flex h-[calc(100dvh-4rem)] max-w-3xl flex-col px-4 py-4 sm:px-6 sm:py-6">
      <AssistantPanel title={<h1 className="font-display text-2xl font-black tracking-tight sm:text-3xl">AI Assistant</h1>} />
    </section>
  );
}
