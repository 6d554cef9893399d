/** Profile screen (spec §2); filled by the profile issue. */
export default function ProfileScreen() {
  return (
    <section className="mx-auto max-w-3xl px-4 py-12 sm:px-6">
      <h1 className="font-display text-3xl font-black tracking-tight sm:text-4xl">Your profile</h1>
      <p className="mt-3 text-ink-600 dark:text-ink-300">Saved designs, consultations and appointments.</p>
    </section>
  );
}
