/** Sign-up screen (DESIGN.md §2); filled by the auth issue. */
export default function SignUpScreen() {
  return (
    <section className="mx-auto max-w-3xl px-4 py-12 sm:px-6">
      <h1 className="font-display text-3xl font-black tracking-tight sm:text-4xl">Create your account</h1>
      <p className="mt-3 text-ink-600 dark:text-ink-300">Save designs, consultations and appointments across your devices.</p>
    </section>
  );
}
