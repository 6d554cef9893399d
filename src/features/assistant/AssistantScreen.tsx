/** Full-page AI Assistant panel (DESIGN.md §2); filled by the assistant issue. */
export default function AssistantScreen() {
  return (
    <section className="mx-auto max-w-3xl px-4 py-12 sm:px-6">
      <h1 className="font-display text-3xl font-black tracking-tight sm:text-4xl">AI Assistant</h1>
      <p className="mt-3 text-ink-600 dark:text-ink-300">Chat with Jess and the InkClarity agents.</p>
    </section>
  );
}
