/** Designer screen (spec §2); filled by the designer issue. */
export default function DesignerScreen() {
  return (
    <section className="mx-auto max-w-3xl px-4 py-12 sm:px-6">
      <h1 className="font-display text-3xl font-black tracking-tight sm:text-4xl">Tattoo Design Studio</h1>
      <p className="mt-3 text-ink-600 dark:text-ink-300">AI-powered tattoo creation with intelligent agents</p>
    </section>
  );
}
